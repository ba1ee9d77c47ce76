import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { BoardWordsView } from '@/entities/order/ui/BoardWordsView';
import { cardMessageOf } from '@/lib/words/orderWords';
import { cardOf, cardSizeOf, signerOf } from '../model/cardSignature';

/** The card's words large and centred, signed by the sender (signerOf) only when they have no signature. */
function Card({ order }: { order: CustomerOrder }) {
  const { t } = useTranslation('print');
  const card = cardOf(cardMessageOf(order), signerOf(order));
  return card.message ? (
    <blockquote className="print-card">
      <p className={`print-card__message print-card__message--${cardSizeOf(card.message)}`}>{card.message}</p>
      {card.signature && <footer className="print-card__signature">— {card.signature}</footer>}
    </blockquote>
  ) : (
    <p className="print-card__empty">{t('ticket.noMessage')}</p>
  );
}

/**
 * Part 3, the card for the arrangement. For a bunga papan (docs/product-rules.md#the-right-words-proposed) it is the
 * board's text instead, its lines in large type exactly as composed, for whoever letters the board; a card the
 * customer wrote for it too follows.
 */
export function CardMessage({ order }: { order: CustomerOrder }) {
  const { t } = useTranslation('print');
  if (order.board) {
    return (
      <section className="print-part print-part--board" aria-labelledby={`board-${order.orderID}`}>
        <h2 className="print-part__title" id={`board-${order.orderID}`}>
          {t('ticket.board')}
        </h2>
        <BoardWordsView board={order.board} variant="ticket" />
        {cardMessageOf(order) && (
          <div className="print-board__card">
            <h3 className="print-part__title">{t('ticket.card')}</h3>
            <Card order={order} />
          </div>
        )}
      </section>
    );
  }
  return (
    <section className="print-part print-part--card" aria-label={t('ticket.card')}>
      <Card order={order} />
    </section>
  );
}
