import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';

interface Props {
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}

/** Loading, failed and nothing-to-print states of a print page (screen only), else the sheets. */
export function PrintStates({ loading, failed, retrying, onRetry, empty, emptyText, children }: Props) {
  const { t } = useTranslation('print');
  if (loading) return <LoadingState label={t('states.loading')} className="print-state" />;
  if (failed)
    return (
      <ErrorState
        message={t('states.error')}
        retryLabel={t('states.retry')}
        onRetry={onRetry}
        retrying={retrying}
        className="print-state"
      />
    );
  if (empty)
    return <EmptyState title={t('states.emptyTitle')} text={emptyText} icon="bi-printer" className="print-state" />;
  return <>{children}</>;
}
