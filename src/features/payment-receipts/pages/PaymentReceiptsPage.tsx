import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentProof } from '@/api/generated/shopApi';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { ReceiptLightbox } from '@/entities/payment/ui/ReceiptLightbox';
import { AttentionSessions } from '../components/AttentionSessions';
import { GatewayTabs } from '../components/GatewayTabs';
import { NewReceiptsBar } from '../components/NewReceiptsBar';
import { QueueSkeleton } from '../components/QueueSkeleton';
import { ReceiptCard } from '../components/ReceiptCard';
import { ReceiptStateTabs } from '../components/ReceiptStateTabs';
import { RefundTasks } from '../components/RefundTasks';
import { UnsupportedPanel } from '../components/UnsupportedPanel';
import { useGatewayQueues } from '../hooks/useGatewayQueues';
import { useReceiptArrivals } from '../hooks/useReceiptArrivals';
import { useReceiptQueue } from '../hooks/useReceiptQueue';
import '@/components/layout/backOffice.css';
import '../components/PaymentReceiptsPage.css';

/**
 * /app/payments, 'Bukti Pembayaran': the payment receipts customers sent, waiting ones first; each opens in the receipt
 * lightbox to be approved or refused (`?proof=31` opens one). The lists reload every 30 s while the tab is shown
 * and when it gets the focus back; waiting receipts that arrived since staff last looked are marked 'Baru', counted
 * in the tab title and spoken (useReceiptArrivals), and opening one clears its mark. A backend without receipts
 * (404/501) gets an explanation instead.
 *
 * Payments by gateway (proposed, tag Gateway) add two tabs where the server has them: 'Otomatis', the gateway
 * payments that need a person, and 'Pengembalian', the money to return. A backend without them (404/501) shows the
 * page as it is without a gateway.
 */
export function Component() {
  const { t } = useTranslation('payments');
  const queue = useReceiptQueue();
  const gateway = useGatewayQueues();
  const arrivals = useReceiptArrivals(queue.pending);
  const open = queue.receipts.find((receipt) => receipt.proofID === queue.openId);
  const { markSeen } = arrivals;
  const openedId = open?.proofID;
  useEffect(() => {
    if (openedId !== undefined) markSeen(openedId);
  }, [openedId, markSeen]);

  let content;
  if (gateway.tab === 'gateway') content = <AttentionSessions queues={gateway} />;
  else if (gateway.tab === 'refunds') content = <RefundTasks queues={gateway} />;
  else
    switch (queue.status) {
      case 'loading':
        content = <LoadingState label={t('states.loading')} skeleton={<QueueSkeleton />} />;
        break;
      case 'unsupported':
        content = <UnsupportedPanel onCheck={() => void queue.refetch()} checking={queue.isFetching} />;
        break;
      case 'error':
        content = (
          <ErrorState
            message={t('states.error')}
            retryLabel={t('states.retry')}
            onRetry={() => void queue.refetch()}
            retrying={queue.isFetching}
          />
        );
        break;
      case 'ready':
        content =
          queue.receipts.length === 0 ? (
            <EmptyState icon="bi-inbox" text={t(`states.empty.${queue.state}`)} className="card py-5" />
          ) : (
            <div className="row g-3">
              {queue.receipts.map((receipt: PaymentProof) => (
                <div key={receipt.proofID} className="col-md-6 col-xl-4">
                  <ReceiptCard
                    receipt={receipt}
                    isNew={arrivals.isNew.has(receipt.proofID)}
                    onOpen={(chosen) => queue.setOpenId(chosen.proofID)}
                  />
                </div>
              ))}
            </div>
          );
        break;
    }

  return (
    <div className="bo-page payment-receipts-page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumb={{ label: t('breadcrumb.label'), parents: [{ label: t('breadcrumb.orders'), to: '/app/orders' }] }}
      />
      {queue.pending && (
        <NewReceiptsBar
          count={arrivals.count}
          onAcknowledge={arrivals.acknowledge}
          message={arrivals.message}
          soundOn={arrivals.soundOn}
          onSound={arrivals.onSound}
        />
      )}
      {(queue.status !== 'unsupported' || gateway.tabs.length > 0) && (
        <ReceiptStateTabs
          state={gateway.tab ? undefined : queue.state}
          counts={queue.counts}
          onChange={queue.setState}
          receipts={queue.status !== 'unsupported'}
        >
          {gateway.tabs.length > 0 && <GatewayTabs queues={gateway} />}
        </ReceiptStateTabs>
      )}
      {content}
      <ReceiptLightbox receipt={open} onHide={() => queue.setOpenId(undefined)} />
    </div>
  );
}
