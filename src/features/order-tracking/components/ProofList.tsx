import { useTranslation } from 'react-i18next';
import type { PublicPaymentProof } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';

const ICONS = {
  pending: 'bi-hourglass-split',
  approved: 'bi-check-circle-fill',
  rejected: 'bi-x-circle-fill',
} as const;

/** The receipts sent, newest first, each with its state and, when refused, the shop's reason. */
export function ProofList({ proofs }: { proofs: readonly PublicPaymentProof[] }) {
  const { t } = useTranslation('tracking');
  const formatDate = useFormatDate();
  if (proofs.length === 0) return null;
  return (
    <div className="tracking-proofs">
      <h3 className="tracking-pay__subtitle">{t('proof.listTitle')}</h3>
      <ul className="tracking-proofs__list">
        {proofs.map((proof) => (
          <li key={proof.proofID} className={`tracking-proof is-${proof.state}`}>
            <span className="tracking-proof__state">
              <i className={`bi ${ICONS[proof.state] ?? ICONS.pending} me-1`} aria-hidden="true" />
              {t(`proof.state.${proof.state}`)}
            </span>
            <time className="tracking-proof__date" dateTime={proof.uploadedAt}>
              {t('proof.sentAt', { date: formatDate(proof.uploadedAt, 'dateTime') })}
            </time>
            {proof.state === 'rejected' && (
              <p className="tracking-proof__reason">
                {proof.reason ? t('proof.reason', { reason: proof.reason }) : null} {t('proof.rejectedHint')}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
