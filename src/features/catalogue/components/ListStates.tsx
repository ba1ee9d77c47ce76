import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Placeholder cards in the grid's own layout while the list loads. */
export function LoadingGrid({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div className="col" key={index}>
            <div className="card catalogue-card h-100 placeholder-glow">
              <div className="ratio ratio-4x3 placeholder bg-secondary-subtle" />
              <div className="card-body">
                <span className="placeholder col-7 mb-3 d-block" />
                <span className="placeholder col-12 d-block mb-2" />
                <span className="placeholder col-10 d-block mb-3" />
                <span className="placeholder col-5 d-block" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** A load failure with its §8 text and a retry button. */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="alert alert-danger d-flex flex-column flex-sm-row align-items-sm-center gap-2" role="alert">
      <i className="bi bi-exclamation-triangle-fill fs-5" aria-hidden="true" />
      <span className="flex-grow-1">{message}</span>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
        <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
        {t('actions.retry')}
      </button>
    </div>
  );
}

/** 'Tidak ada kategori' / 'Tidak ada produk' with its actions. */
export function EmptyState({ title, text, icon = 'bi-flower2', children }: { title: string; text: string; icon?: string; children?: ReactNode }) {
  return (
    <div className="catalogue-empty text-center py-5 px-3 rounded-4 border border-dashed bg-body">
      <i className={`bi ${icon} catalogue-empty__icon`} aria-hidden="true" />
      <h2 className="h4 mt-3">{title}</h2>
      <p className="text-body-secondary mb-4">{text}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">{children}</div>
    </div>
  );
}
