import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefundTask } from '@/api/generated/shopApi';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import type { GatewayQueues } from '../hooks/useGatewayQueues';
import { openFirst } from '../model/refundTasks';
import { QueueSkeleton } from './QueueSkeleton';
import { RefundDialog } from './RefundDialog';
import { RefundTaskCard } from './RefundTaskCard';

/**
 * 'Pengembalian': the money to return to customers (late and duplicate payments, amounts staff chose to refund), open
 * tasks first, done ones after with their state; each open one opens the refund dialog.
 */
export function RefundTasks({ queues }: { queues: GatewayQueues }) {
  const { t } = useTranslation('payments');
  const { refunds } = queues;
  const [openId, setOpenId] = useState<number>();
  const [opening, setOpening] = useState(0);
  // The dialog keeps the task it opened with should the list drop it meanwhile.
  const [snapshot, setSnapshot] = useState<RefundTask>();
  const tasks = openFirst(refunds.data ?? []);
  const current = openId === undefined ? undefined : (tasks.find((task) => task.taskID === openId) ?? snapshot);
  const openDialog = (task: RefundTask) => {
    setSnapshot(task);
    setOpening((count) => count + 1);
    setOpenId(task.taskID);
  };

  let content;
  switch (queues.status.refunds) {
    case 'loading':
    case 'unsupported':
      content = <LoadingState label={t('refunds.loading')} skeleton={<QueueSkeleton />} />;
      break;
    case 'error':
      content = (
        <ErrorState
          message={t('refunds.error')}
          retryLabel={t('states.retry')}
          onRetry={() => void refunds.refetch()}
          retrying={refunds.isFetching}
        />
      );
      break;
    case 'ready':
      content =
        tasks.length === 0 ? (
          <EmptyState icon="bi-check2-all" text={t('refunds.empty')} className="card py-5" />
        ) : (
          <div className="row g-3">
            {tasks.map((task) => (
              <div key={task.taskID} className="col-md-6 col-xl-4">
                <RefundTaskCard task={task} onRefund={openDialog} />
              </div>
            ))}
          </div>
        );
      break;
  }

  return (
    <>
      {queues.status.refunds === 'ready' && <p className="small text-body-secondary">{t('refunds.intro')}</p>}
      {content}
      <RefundDialog
        task={current}
        opening={opening}
        onHide={() => setOpenId(undefined)}
        onRefused={() => void refunds.refetch()}
      />
    </>
  );
}
