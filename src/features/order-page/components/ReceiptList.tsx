import { useTranslation } from 'react-i18next';
import type { PublicPaymentProof } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';

const ICONS = {
  pending: 'bi-hourglass-split',
  approved: 'bi-check-circle-fill',
  rejected: 'bi-x-circle-fill',
} as const;

/** The receipts sent, newest first, each with its state and, when refused, the shop's reason. */
export function ReceiptList({ receipts }: { receipts: readonly PublicPaymentProof[] }) {
  const { t } = useTranslation('orderPage');
  const formatDate = useFormatDate();
  if (receipts.length === 0) return null;
  return (
    <div className="order-page-receipts">
      <h3 className="order-page-pay__subtitle">{t('receipt.listTitle')}</h3>
      <ul className="order-page-receipts__list">
        {receipts.map((receipt) => (
          <li key={receipt.proofID} className={`order-page-receipt is-${receipt.state}`}>
            <span className="order-page-receipt__state">
              <i className={`bi ${ICONS[receipt.state] ?? ICONS.pending} me-1`} aria-hidden="true" />
              {t(`receipt.state.${receipt.state}`)}
            </span>
            <time className="order-page-receipt__date" dateTime={receipt.uploadedAt}>
              {t('receipt.sentAt', { date: formatDate(receipt.uploadedAt, 'dateTime') })}
            </time>
            {receipt.state === 'rejected' && (
              <p className="order-page-receipt__reason">
                {receipt.reason ? t('receipt.reason', { reason: receipt.reason }) : null} {t('receipt.rejectedHint')}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
