import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/feedback/ErrorState';
import './ReportCard.css';

interface Props {
  id: string;
  title: string;
  icon: string;
  subtitle?: string;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A report panel: heading, then a spinner, an error with retry, or the report. */
export function ReportCard({
  id,
  title,
  icon,
  subtitle,
  isLoading,
  isError,
  onRetry,
  actions,
  children,
  className = '',
}: Props) {
  const { t } = useTranslation('reports');
  return (
    <section
      className={`card border-0 shadow-sm h-100 report-card ${className}`}
      aria-labelledby={`${id}-title`}
      aria-busy={isLoading}
    >
      <div className="card-body p-3 p-lg-4 d-flex flex-column gap-3">
        <div className="d-flex flex-wrap align-items-start gap-2">
          <span className="report-card__icon" aria-hidden="true">
            <i className={`bi ${icon}`} />
          </span>
          <div className="report-card__heading min-w-0">
            <h2 id={`${id}-title`} className="h6 mb-0">
              {title}
            </h2>
            {subtitle && <p className="small text-body-secondary mb-0">{subtitle}</p>}
          </div>
          {actions}
        </div>
        {isLoading ? (
          <div className="placeholder-glow" role="status">
            <span className="visually-hidden">{t('loading')}</span>
            <span className="placeholder col-12 mb-2" />
            <span className="placeholder col-8 mb-2" />
            <span className="placeholder col-10" />
          </div>
        ) : isError ? (
          <ErrorState className="mb-0 py-2 small" message={t('error')} retryLabel={t('retry')} onRetry={onRetry} />
        ) : (
          children
        )}
      </div>
    </section>
  );
}
