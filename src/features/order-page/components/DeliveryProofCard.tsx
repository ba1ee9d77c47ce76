import { useTranslation } from 'react-i18next';
import type { DeliveryOutcome, PublicDeliveryProof } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { shopZoneName } from '@/lib/dates/formatDate';
import { DoorstepPhoto } from './DoorstepPhoto';
import './Doorstep.css';

const ICONS: Record<DeliveryOutcome, string> = {
  delivered: 'bi-check-circle-fill',
  carded: 'bi-envelope-paper',
  returned: 'bi-arrow-return-left',
  failed: 'bi-exclamation-circle',
};

/** 'Bukti pengiriman': what happened at the door, who received the order and when, with the photo taken there. */
export function DeliveryProofCard({ orderId, proof }: { orderId: number; proof: PublicDeliveryProof }) {
  const { t, i18n } = useTranslation('orderPage');
  const formatDate = useFormatDate();
  const zone = shopZoneName(i18n.language === 'en' ? 'en-GB' : 'id-ID');
  const receivedBy = proof.receivedBy?.trim();
  return (
    <section className="order-page-card order-page-doorstep" aria-labelledby="order-page-proof-title">
      <h2 className="order-page-card__title" id="order-page-proof-title">
        {t('doorstep.proofTitle')}
      </h2>
      <p className={`order-page-doorstep__state is-${proof.outcome}`}>
        <i className={`bi ${ICONS[proof.outcome]} me-2`} aria-hidden="true" />
        {t(`doorstep.outcome.${proof.outcome}`)}
      </p>
      <dl className="order-page-doorstep__facts">
        {receivedBy && (
          <div>
            <dt>{t('doorstep.receivedBy')}</dt>
            <dd>{receivedBy}</dd>
          </div>
        )}
        <div>
          <dt>{t('doorstep.filedAt')}</dt>
          <dd>
            <time dateTime={proof.filedAt}>
              {formatDate(proof.filedAt, 'dateTime')} {zone}
            </time>
          </dd>
        </div>
      </dl>
      <DoorstepPhoto src={proof.photoUrl} alt={t('doorstep.proofAlt', { id: orderId })} />
    </section>
  );
}
