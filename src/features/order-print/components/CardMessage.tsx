import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { cardMessageOf } from '@/entities/order/model/cardMessage';
import { cardOf, cardSizeOf, signerOf } from '../model/cardSignature';

/**
 * Part 3, the card for the arrangement: the message large and centred, signed by the sender (signerOf) only when it
 * has no signature.
 */
export function CardMessage({ order }: { order: CustomerOrder }) {
  const { t } = useTranslation('print');
  const card = cardOf(cardMessageOf(order), signerOf(order));
  return (
    <section className="print-part print-part--card" aria-label={t('ticket.card')}>
      {card.message ? (
        <blockquote className="print-card">
          <p className={`print-card__message print-card__message--${cardSizeOf(card.message)}`}>{card.message}</p>
          {card.signature && <footer className="print-card__signature">— {card.signature}</footer>}
        </blockquote>
      ) : (
        <p className="print-card__empty">{t('ticket.noMessage')}</p>
      )}
    </section>
  );
}
