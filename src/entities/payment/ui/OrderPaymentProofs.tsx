import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { isUnsupportedCall } from '@/lib/api/unsupportedCall';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { useListPaymentProofsQuery } from '../api';
import { ProofLightbox } from './ProofLightbox';
import { ProofStateBadge } from './ProofStateBadge';
import './PaymentProofs.css';

interface Props {
  orderId: number;
  /** The surrounding screen's section and heading classes. */
  className?: string;
  headingClassName?: string;
}

/**
 * 'Bukti Pembayaran' of one order: each proof sent with its state, the reason of a refusal, who reviewed it, and a
 * button opening it in the proof lightbox (where a waiting one is reviewed). Nothing at all on a backend without
 * proofs (404/501).
 */
export function OrderPaymentProofs({ orderId, className, headingClassName }: Props) {
  const { t } = useTranslation('payments');
  const formatDate = useFormatDate();
  const { data, error, isLoading, isError, refetch } = useListPaymentProofsQuery({ orderId });
  const [openId, setOpenId] = useState<number>();
  if (isLoading || (error && isUnsupportedCall(error))) return null;
  const proofs = data ?? [];
  const open = proofs.find((proof) => proof.proofID === openId);
  return (
    <section className={className} aria-labelledby={`order-proofs-${orderId}`}>
      <h3 id={`order-proofs-${orderId}`} className={headingClassName}>
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
      {!isError && proofs.length === 0 && <p className="small text-body-secondary mb-0">{t('orderSection.none')}</p>}
      {proofs.length > 0 && (
        <ul className="order-proofs__list">
          {proofs.map((proof) => {
            const uploaded = formatDate(proof.uploadedAt, 'dateTime');
            return (
              <li key={proof.proofID} className="order-proofs__item">
                <ProofStateBadge state={proof.state} />
                <div className="order-proofs__meta">
                  <div>{t('orderSection.uploadedAt', { date: uploaded })}</div>
                  {proof.state === 'approved' && proof.amountPaid !== null && (
                    <div>{t('orderSection.amountPaid', { amount: formatRupiah(proof.amountPaid) })}</div>
                  )}
                  {proof.state === 'rejected' && proof.reason && (
                    <div>{t('orderSection.reason', { reason: proof.reason })}</div>
                  )}
                  {proof.reviewedAt && (
                    <div className="text-body-secondary">
                      {t('facts.reviewedBy', {
                        date: formatDate(proof.reviewedAt, 'dateTime'),
                        name: proof.reviewedBy ?? '—',
                      })}
                    </div>
                  )}
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  onClick={() => setOpenId(proof.proofID)}
                >
                  <i className="bi bi-eye me-1" aria-hidden="true" />
                  {t('orderSection.open', { date: uploaded })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ProofLightbox proof={open} onHide={() => setOpenId(undefined)} />
    </section>
  );
}
