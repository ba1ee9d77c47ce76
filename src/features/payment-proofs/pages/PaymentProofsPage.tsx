import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentProof } from '@/api/generated/shopApi';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { ProofLightbox } from '@/entities/payment/ui/ProofLightbox';
import { NewProofsBar } from '../components/NewProofsBar';
import { ProofCard } from '../components/ProofCard';
import { ProofStateTabs } from '../components/ProofStateTabs';
import { UnsupportedPanel } from '../components/UnsupportedPanel';
import { useProofArrivals } from '../hooks/useProofArrivals';
import { useProofQueue } from '../hooks/useProofQueue';
import '@/components/layout/backOffice.css';
import '../components/PaymentProofsPage.css';

const skeleton = (
  <div className="row g-3">
    {[0, 1, 2].map((key) => (
      <div key={key} className="col-md-6 col-xl-4">
        <div className="card proof-skeleton__card placeholder-glow p-3">
          <span className="placeholder col-6 mb-3" />
          <span className="placeholder col-8 mb-2" />
          <span className="placeholder col-12 mb-2" />
          <span className="placeholder col-10" />
        </div>
      </div>
    ))}
  </div>
);

/**
 * /app/payments, 'Bukti Pembayaran': the payment proofs customers sent, waiting ones first; each opens in the proof
 * lightbox to be approved or refused (`?proof=31` opens one). The lists reload every 30 s while the tab is shown
 * and when it gets the focus back; waiting proofs that arrived since staff last looked are marked 'Baru', counted
 * in the tab title and spoken (useProofArrivals), and opening one clears its mark. A backend without proofs
 * (404/501) gets an explanation instead.
 */
export function Component() {
  const { t } = useTranslation('payments');
  const queue = useProofQueue();
  const arrivals = useProofArrivals(queue.pending);
  const open = queue.proofs.find((proof) => proof.proofID === queue.openId);
  const { markSeen } = arrivals;
  const openedId = open?.proofID;
  useEffect(() => {
    if (openedId !== undefined) markSeen(openedId);
  }, [openedId, markSeen]);

  let content;
  switch (queue.status) {
    case 'loading':
      content = <LoadingState label={t('states.loading')} skeleton={skeleton} />;
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
        queue.proofs.length === 0 ? (
          <EmptyState icon="bi-inbox" text={t(`states.empty.${queue.state}`)} className="card py-5" />
        ) : (
          <div className="row g-3">
            {queue.proofs.map((proof: PaymentProof) => (
              <div key={proof.proofID} className="col-md-6 col-xl-4">
                <ProofCard
                  proof={proof}
                  isNew={arrivals.isNew.has(proof.proofID)}
                  onOpen={(chosen) => queue.setOpenId(chosen.proofID)}
                />
              </div>
            ))}
          </div>
        );
      break;
  }

  return (
    <div className="bo-page payment-proofs-page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumb={{ label: t('breadcrumb.label'), parents: [{ label: t('breadcrumb.orders'), to: '/app/orders' }] }}
      />
      {queue.pending && (
        <NewProofsBar
          count={arrivals.count}
          onAcknowledge={arrivals.acknowledge}
          message={arrivals.message}
          soundOn={arrivals.soundOn}
          onSound={arrivals.onSound}
        />
      )}
      {queue.status !== 'unsupported' && (
        <ProofStateTabs state={queue.state} counts={queue.counts} onChange={queue.setState} />
      )}
      {content}
      <ProofLightbox proof={open} onHide={() => queue.setOpenId(undefined)} />
    </div>
  );
}
