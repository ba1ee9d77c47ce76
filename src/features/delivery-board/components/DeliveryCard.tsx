import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { FlowerImage } from '@/entities/catalogue/ui/FlowerImage';
import type { ZoneName } from '@/entities/delivery/useZoneNames';
import { ArrangementPhotoPicker } from '@/entities/doorstep/ui/ArrangementPhotoPicker';
import { ArrangementAnswerBadge } from '@/entities/doorstep/ui/ArrangementPhotoSection';
import { isCondolenceBoard, orderWordsOf } from '@/entities/order/model/boardWords';
import { isUnpaid } from '@/entities/order/model/deliveryDay';
import { deliveryFactsOf } from '@/entities/order/model/deliveryFacts';
import { arrangementPhotosOf, assignmentOf } from '@/entities/order/model/doorstep';
import { displayedOrderStatus } from '@/entities/order/model/orderStatus';
import { orderTermsOf } from '@/entities/order/model/orderTerms';
import { canCancel, nextStatusOf } from '@/entities/order/model/statusMoves';
import { BoardWordsView } from '@/entities/order/ui/BoardWordsView';
import { OrderStatusBadge, PaymentStatusBadge } from '@/entities/order/ui/MemoBadges';
import { NewOrderBadge } from '@/entities/order/ui/NewOrderBadge';
import type { OrderActionHandlers } from '@/entities/order/ui/OrderActions';
import { PaidViaTag } from '@/entities/order/ui/PaidViaTag';
import { PhoneLinks } from '@/entities/order/ui/PhoneLinks';
import { SendWhatsAppButton } from '@/entities/order/ui/SendWhatsAppButton';
import { useOrderStatusLabels } from '@/entities/order/ui/useOrderStatusLabels';
import { CondolenceMark } from './CondolenceMark';

interface Props extends Pick<OrderActionHandlers, 'onChangeStatus' | 'onView'> {
  order: CustomerOrder;
  /** Shows the delivery day (overdue and unpaid views span several days). */
  showDate: boolean;
  zoneName: ZoneName;
  /** Arrived since staff last looked: a subtle background and 'Baru'. */
  isNew?: boolean;
  /** Names the delivery's driver (when the backend sends it); off in the lanes by driver, which say it. */
  showDriver?: boolean;
  /** Below the facts: the card's dispatch in the lanes by driver. */
  children?: ReactNode;
}

/**
 * One delivery on the board: what the florist makes, where it goes (its zone when it has one), what the
 * card says, and the next step. A pickup shows when it is collected instead of an address. With the proposed
 * doorstep: its driver, and the arrangement photo's answer with the button to take or send one. With the proposed
 * words: a bunga papan's text as composed (a condolence board marked 'DUKA' with the time left until its event), the
 * card's words and the instructions apart.
 */
export const DeliveryCard = memo(function DeliveryCard({
  order,
  showDate,
  zoneName,
  isNew = false,
  showDriver = true,
  children,
  onChangeStatus,
  onView,
}: Props) {
  const { t } = useTranslation('orders');
  const formatDate = useFormatDate();
  const { statusLabel } = useOrderStatusLabels();
  const facts = deliveryFactsOf(order);
  const terms = orderTermsOf(order);
  const status = displayedOrderStatus(order);
  const next = nextStatusOf(status);
  const id = order.orderID;
  const titleId = `board-card-${id}`;
  const assignment = showDriver ? assignmentOf(order) : undefined;
  const photos = arrangementPhotosOf(order);
  const words = orderWordsOf(order);
  const forOrder = (
    <>
      {' '}
      <span className="visually-hidden">{t('board.card.forOrder', { id })}</span>
    </>
  );
  return (
    <article className={isNew ? 'board-card is-new' : 'board-card'} aria-labelledby={titleId}>
      <header className="board-card__head">
        <FlowerImage imageUrl={order.flowerProduct?.imageUrl} alt="" className="board-card__image" />
        <div className="min-w-0">
          <h3 id={titleId} className="board-card__title">
            <span className="board-card__id">#{id}</span> {order.flowerProduct?.productName ?? t('row.noProduct')}
            {isNew && <NewOrderBadge />}
          </h3>
          <p className="board-card__qty mb-1">{t('board.card.quantity', { count: order.quantity })}</p>
          <div className="board-card__badges">
            <OrderStatusBadge status={order.orderStatuses?.[0]?.status} />
            <PaymentStatusBadge status={order.payments?.[0]?.paymentStatus} />
            <PaidViaTag paidVia={order.paidVia} />
          </div>
        </div>
      </header>
      {order.board && isCondolenceBoard(order) && <CondolenceMark board={order.board} />}
      {isUnpaid(order) && (
        <p className="board-card__unpaid">
          <i className="bi bi-exclamation-triangle-fill" aria-hidden="true" /> {t('board.card.unpaid')}
        </p>
      )}
      <dl className="board-card__facts">
        {showDate && (
          <div>
            <dt>{t('details.deliveryDate')}</dt>
            <dd>{formatDate(order.deliveryDate, 'medium')}</dd>
          </div>
        )}
        <div>
          <dt>{t('details.recipient')}</dt>
          <dd className="text-break">{facts.recipient}</dd>
        </div>
        <div>
          <dt>{t('details.phone')}</dt>
          <dd>
            <PhoneLinks phone={facts.phone} />
          </dd>
        </div>
        {terms?.pickup ? (
          <div>
            <dt>{t('board.card.pickupTime')}</dt>
            <dd>{facts.window || '—'}</dd>
          </div>
        ) : (
          <>
            {terms?.zoneId && (
              <div>
                <dt>{t('terms.zone')}</dt>
                <dd>{zoneName(terms.zoneId)}</dd>
              </div>
            )}
            <div>
              <dt>{t('details.address')}</dt>
              <dd className="text-break">{facts.address}</dd>
            </div>
          </>
        )}
        {order.board && (
          <div>
            <dt>{t('words:kinds.board')}</dt>
            <dd>
              <BoardWordsView board={order.board} variant="compact" />
            </dd>
          </div>
        )}
        {!words.apart ? (
          <div>
            <dt>{t('board.card.message')}</dt>
            <dd className="text-break board-card__message">{words.card ?? t('board.card.noMessage')}</dd>
          </div>
        ) : (
          <>
            {(words.card || !order.board) && (
              <div>
                <dt>{t('words:cardMessage')}</dt>
                <dd className="text-break board-card__message board-card__words">
                  {words.card ?? t('board.card.noMessage')}
                </dd>
              </div>
            )}
            {words.instructions && (
              <div>
                <dt>{t('words:instructions')}</dt>
                <dd className="text-break board-card__words">{words.instructions}</dd>
              </div>
            )}
          </>
        )}
        {assignment && (
          <div>
            <dt>{t('board.card.driver')}</dt>
            <dd className="text-break">{assignment.driver ?? t('doorstep.assignment.none')}</dd>
          </div>
        )}
        {photos && (
          <div>
            <dt>{t('doorstep.photoTitle')}</dt>
            <dd>
              {photos[0] ? (
                <ArrangementAnswerBadge photo={photos[0]} />
              ) : (
                <span className="text-body-secondary">{t('board.card.noPhoto')}</span>
              )}
            </dd>
          </div>
        )}
      </dl>
      {photos && (
        <div className="board-card__photo">
          <ArrangementPhotoPicker orderId={id} hasPhoto={photos.length > 0} compact />
        </div>
      )}
      {children}
      <div className="board-card__actions">
        {next && (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() => onChangeStatus(order, 'status', next)}
          >
            {t('board.card.moveTo', { status: statusLabel('status', next) })}
            {forOrder}
          </button>
        )}
        {canCancel(status) && (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => onChangeStatus(order, 'status', 'Cancelled')}
          >
            {t('board.card.cancel')}
            {forOrder}
          </button>
        )}
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onView(order)}>
          {t('actions.view')}
          {forOrder}
        </button>
        <Link
          className="btn btn-sm btn-outline-secondary"
          to={`/app/orders/print/tickets?order=${id}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <i className="bi bi-printer me-1" aria-hidden="true" />
          {t('board.print.ticket')}
          {forOrder}
        </Link>
        <SendWhatsAppButton order={order} />
      </div>
    </article>
  );
});
