import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import type { GatewayQueues } from '../hooks/useGatewayQueues';
import { useResolveSession } from '../hooks/useResolveSession';
import { AttentionSessionCard } from './AttentionSessionCard';
import { QueueSkeleton } from './QueueSkeleton';

/**
 * 'Otomatis': the gateway payments that need a person (an amount that differs, a late or a duplicate payment), newest
 * first, each settled with 'Terima' or 'Kembalikan dana'.
 */
export function AttentionSessions({ queues }: { queues: GatewayQueues }) {
  const { t } = useTranslation('payments');
  const { resolve, busyId } = useResolveSession();
  const { sessions } = queues;
  switch (queues.status.gateway) {
    case 'loading':
    case 'unsupported':
      return <LoadingState label={t('gateway.loading')} skeleton={<QueueSkeleton />} />;
    case 'error':
      return (
        <ErrorState
          message={t('gateway.error')}
          retryLabel={t('states.retry')}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      );
    case 'ready':
      break;
  }
  const list = sessions.data ?? [];
  return (
    <>
      <p className="small text-body-secondary">{t('gateway.intro')}</p>
      {list.length === 0 ? (
        <EmptyState icon="bi-check2-all" text={t('gateway.empty')} className="card py-5" />
      ) : (
        <div className="row g-3">
          {list.map((session) => (
            <div key={session.sessionID} className="col-md-6 col-xl-4">
              <AttentionSessionCard session={session} busy={busyId === session.sessionID} onResolve={resolve} />
            </div>
          ))}
        </div>
      )}
    </>
  );
}
