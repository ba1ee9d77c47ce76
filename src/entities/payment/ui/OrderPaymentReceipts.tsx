import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { isUnsupportedCall } from '@/lib/api/unsupportedCall';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { useListPaymentProofsQuery } from '../api';
import { ReceiptLightbox } from './ReceiptLightbox';
import { ReceiptStateBadge } from './ReceiptStateBadge';
import './PaymentReceipts.css';

interface Props {
  orderId: number;
  /** The surrounding screen's section and heading classes. */
  className?: string;
  headingClassName?: string;
}

/**
 * 'Bukti Pembayaran' of one order: each receipt sent with its state, the reason of a refusal, who reviewed it, and a
 * button opening it in the receipt lightbox (where a waiting one is reviewed). Nothing at all on a backend without
 * receipts (404/501).
 */
export function OrderPaymentReceipts({ orderId, className, headingClassName }: Props) {
  const { t } = useTranslation('payments');
  const formatDate = useFormatDate();
  const { data, error, isLoading, isError, refetch } = useListPaymentProofsQuery({ orderId });
  const [openId, setOpenId] = useState<number>();
  if (isLoading || (error && isUnsupportedCall(error))) return null;
  const receipts = data ?? [];
  const open = receipts.find((receipt) => receipt.proofID === openId);
  return (
    <section className={className} aria-labelledby={`order-receipts-${orderId}`}>
      <h3 id={`order-receipts-${orderId}`} className={headingClassName}>
        <i className="bi bi-receipt-cutoff me-2" aria-hidden="true" />
        {t('orderSection.title')}
      </h3>
      {isError && (
        <p className="small text-danger mb-0" role="alert">
          {t('orderSection.error')}{' '}
          <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => void refetch()}>
            {t('states.retry')}
          </button>
        </p>
      )}
      {!isError && receipts.length === 0 && <p className="small text-body-secondary mb-0">{t('orderSection.none')}</p>}
      {receipts.length > 0 && (
        <ul className="order-proofs__list">
          {receipts.map((receipt) => {
            const uploaded = formatDate(receipt.uploadedAt, 'dateTime');
            return (
              <li key={receipt.proofID} className="order-proofs__item">
                <ReceiptStateBadge state={receipt.state} />
                <div className="order-proofs__meta">
                  <div>{t('orderSection.uploadedAt', { date: uploaded })}</div>
                  {receipt.state === 'approved' && receipt.amountPaid !== null && (
                    <div>{t('orderSection.amountPaid', { amount: formatRupiah(receipt.amountPaid) })}</div>
                  )}
                  {receipt.state === 'rejected' && receipt.reason && (
                    <div>{t('orderSection.reason', { reason: receipt.reason })}</div>
                  )}
                  {receipt.reviewedAt && (
                    <div className="text-body-secondary">
                      {t('facts.reviewedBy', {
                        date: formatDate(receipt.reviewedAt, 'dateTime'),
                        name: receipt.reviewedBy ?? '—',
                      })}
                    </div>
                  )}
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  onClick={() => setOpenId(receipt.proofID)}
                >
                  <i className="bi bi-eye me-1" aria-hidden="true" />
                  {t('orderSection.open', { date: uploaded })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ReceiptLightbox receipt={open} onHide={() => setOpenId(undefined)} />
    </section>
  );
}
