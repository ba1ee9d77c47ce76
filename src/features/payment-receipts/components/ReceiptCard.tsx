import { useTranslation } from 'react-i18next';
import type { PaymentProof } from '@/api/generated/shopApi';
import { NewItemBadge } from '@/components/announce/NewItemBadge';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { PaymentStatusBadge } from '@/entities/order/ui/PaymentStatusBadge';
import { ReceiptStateBadge } from '@/entities/payment/ui/ReceiptStateBadge';
import { formatRupiah } from '@/lib/money/formatRupiah';

interface Props {
  receipt: PaymentProof;
  /** Arrived since staff last looked: 'Baru' after the title and a highlighted card. */
  isNew?: boolean;
  onOpen(receipt: PaymentProof): void;
}

/**
 * One receipt in the queue: the order, its customer and product, when it was sent, what is owed, and the way in
 * ('Baru' when new).
 */
export function ReceiptCard({ receipt, isNew = false, onOpen }: Props) {
  const { t } = useTranslation('payments');
  const formatDate = useFormatDate();
  const { order } = receipt;
  const titleId = `receipt-${receipt.proofID}-title`;
  return (
    <article className={`card receipt-card h-100${isNew ? ' is-new' : ''}`} aria-labelledby={titleId}>
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex align-items-start justify-content-between gap-2">
          <h2 id={titleId} className="h6 mb-0">
            {t('card.order', { id: receipt.orderID })}
            {isNew && <NewItemBadge label={t('newReceipts.badge')} />}
          </h2>
          <ReceiptStateBadge state={receipt.state} />
        </div>
        <p className="mb-0 fw-semibold">{order.customerName}</p>
        <p className="mb-0 small text-body-secondary">{order.productName}</p>
        <dl className="receipt-card__facts small mb-0">
          <div>
            <dt>{t('facts.uploadedAt')}</dt>
            <dd>{formatDate(receipt.uploadedAt, 'dateTime')}</dd>
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
          {receipt.state === 'rejected' && receipt.reason && (
            <div>
              <dt>{t('facts.reason')}</dt>
              <dd>{receipt.reason}</dd>
            </div>
          )}
        </dl>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm mt-auto align-self-start"
          onClick={() => onOpen(receipt)}
          aria-label={t('card.openLabel', { id: receipt.orderID })}
        >
          <i className="bi bi-zoom-in me-1" aria-hidden="true" />
          {t('card.open')}
        </button>
      </div>
    </article>
  );
}
