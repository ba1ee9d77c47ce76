import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PaymentProof } from '@/api/generated/shopApi';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import type { ReceiptListStatus } from '@/entities/payment/receiptListStatus';
import { RECEIPT_QUEUE_PATH, receiptReviewPath } from '@/entities/payment/receiptQueueLink';
import { formatRupiah } from '@/lib/money/formatRupiah';
import './NotificationsDropdown.css';

interface Props {
  status: ReceiptListStatus;
  receipts: readonly PaymentProof[];
  onRetry(): void;
  retrying: boolean;
}

/**
 * The inbox's payment receipts waiting for review (docs/product-rules.md#order-page-proposed): each with its order,
 * customer, grand total and when it was sent, opening it for review in the queue. Nothing at all on a backend
 * without receipts (404/501).
 */
export function InboxReceipts({ status, receipts, onRetry, retrying }: Props) {
  const { t } = useTranslation('shell');
  const formatDate = useFormatDate();
  if (status === 'unsupported') return null;
  return (
    <section className="card border-0 shadow-sm mt-4" aria-labelledby="inbox-receipts-title">
      <div className="card-header bg-transparent d-flex align-items-center justify-content-between gap-2 py-3 px-3 px-sm-4">
        <h2 id="inbox-receipts-title" className="h6 mb-0">
          {t('inbox.receipts.title')}
        </h2>
        {status === 'ready' && (
          <span className="badge rounded-pill text-bg-success">{t('inbox.total', { count: receipts.length })}</span>
        )}
      </div>
      {status === 'loading' && <LoadingState label={t('inbox.receipts.loading')} className="m-4" />}
      {status === 'error' && (
        <ErrorState
          message={t('inbox.receipts.error')}
          retryLabel={t('notifications.retry')}
          onRetry={onRetry}
          retrying={retrying}
          className="m-3 m-sm-4"
        />
      )}
      {status === 'ready' && receipts.length === 0 && (
        <EmptyState icon="bi-check2-circle" text={t('inbox.receipts.empty')} className="py-5" />
      )}
      {status === 'ready' && receipts.length > 0 && (
        <ul className="list-unstyled mb-0 inbox-page__list">
          {receipts.map((receipt) => (
            <li key={receipt.proofID}>
              <Link
                to={receiptReviewPath(receipt.proofID)}
                className="notifications__item inbox-page__item d-flex gap-3 px-3 px-sm-4 py-3"
              >
                <span className="notifications__icon notifications__icon--receipts" aria-hidden="true">
                  <i className="bi bi-receipt-cutoff" />
                </span>
                <span className="min-w-0 flex-grow-1">
                  <span className="d-block fw-semibold">{t('inbox.receipts.item', { id: receipt.orderID })}</span>
                  <span className="d-block small text-body-secondary text-truncate">
                    {[receipt.order.customerName, receipt.order.productName].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <span className="small text-body-secondary text-nowrap notifications__meta">
                  <span className="d-block">
                    {t('inbox.receipts.sent', { date: formatDate(receipt.uploadedAt, 'dateTime') })}
                  </span>
                  <span className="d-block fw-semibold text-body">{formatRupiah(receipt.order.grandTotal)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="card-footer bg-transparent text-center py-2">
        <Link to={RECEIPT_QUEUE_PATH} className="small fw-semibold">
          {t('inbox.receipts.viewAll')}
        </Link>
      </div>
    </section>
  );
}
