import { useTranslation } from 'react-i18next';
import type { PaymentProof } from '@/api/generated/shopApi';
import { NewItemBadge } from '@/components/announce/NewItemBadge';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { PaymentStatusBadge } from '@/entities/order/ui/PaymentStatusBadge';
import { ProofStateBadge } from '@/entities/payment/ui/ProofStateBadge';
import { formatRupiah } from '@/lib/money/formatRupiah';

interface Props {
  proof: PaymentProof;
  /** Arrived since staff last looked: 'Baru' after the title and a highlighted card. */
  isNew?: boolean;
  onOpen(proof: PaymentProof): void;
}

/**
 * One proof in the queue: the order, its customer and product, when it was sent, what is owed, and the way in
 * ('Baru' when new).
 */
export function ProofCard({ proof, isNew = false, onOpen }: Props) {
  const { t } = useTranslation('payments');
  const formatDate = useFormatDate();
  const { order } = proof;
  const titleId = `proof-${proof.proofID}-title`;
  return (
    <article className={`card proof-card h-100${isNew ? ' is-new' : ''}`} aria-labelledby={titleId}>
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex align-items-start justify-content-between gap-2">
          <h2 id={titleId} className="h6 mb-0">
            {t('card.order', { id: proof.orderID })}
            {isNew && <NewItemBadge label={t('newProofs.badge')} />}
          </h2>
          <ProofStateBadge state={proof.state} />
        </div>
        <p className="mb-0 fw-semibold">{order.customerName}</p>
        <p className="mb-0 small text-body-secondary">{order.productName}</p>
        <dl className="proof-card__facts small mb-0">
          <div>
            <dt>{t('facts.uploadedAt')}</dt>
            <dd>{formatDate(proof.uploadedAt, 'dateTime')}</dd>
          </div>
          <div>
            <dt>{t('facts.grandTotal')}</dt>
            <dd className="fw-semibold">{formatRupiah(order.grandTotal)}</dd>
          </div>
          <div>
            <dt>{t('facts.deposit')}</dt>
            <dd>
              {t('card.depositDue', {
                amount: formatRupiah(order.depositAmount),
                date: formatDate(order.depositDueAt, 'dateTime'),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('facts.payment')}</dt>
            <dd>
              <PaymentStatusBadge status={order.paymentStatus} />
            </dd>
          </div>
          {proof.state === 'rejected' && proof.reason && (
            <div>
              <dt>{t('facts.reason')}</dt>
              <dd>{proof.reason}</dd>
            </div>
          )}
        </dl>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm mt-auto align-self-start"
          onClick={() => onOpen(proof)}
          aria-label={t('card.openLabel', { id: proof.orderID })}
        >
          <i className="bi bi-zoom-in me-1" aria-hidden="true" />
          {t('card.open')}
        </button>
      </div>
    </article>
  );
}
