import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { prefetchPublicOrder } from '@/entities/order/publicOrderApi';
import { isUnsupportedCall } from '@/lib/api/unsupportedCall';
import { isRecord } from '@/lib/guards/isRecord';
import { ArrangementPhotoCard } from '../components/ArrangementPhotoCard';
import { DeliveryProofCard } from '../components/DeliveryProofCard';
import { OrderHistory } from '../components/OrderHistory';
import { OrderPageError, OrderPageLoading, OrderPageNotFound } from '../components/OrderPageStates';
import { OrderProgress } from '../components/OrderProgress';
import { OrderSummary } from '../components/OrderSummary';
import { PaymentPanel } from '../components/PaymentPanel';
import { ShopChatLink } from '../components/ShopChatLink';
import { useGatewayOptions } from '../hooks/useGatewayOptions';
import { usePaymentInstructions } from '../hooks/usePaymentInstructions';
import { orderIdOf, usePublicOrder } from '../hooks/usePublicOrder';
import { useWordsTexts } from '../hooks/useWordsTexts';
import { newestArrangementPhoto, deliveryProofOf } from '../model/doorstep';
import { leftToPay } from '../model/gateway';
import { paymentDue } from '../model/progressSteps';
import './OrderPage.css';

/**
 * 404 (unknown order, wrong token, or a backend without the call: one answer for all), 501, or an id the server
 * refuses.
 */
function isNotFound(error: unknown): boolean {
  return isUnsupportedCall(error) || (isRecord(error) && error.status === 400);
}

/**
 * /public/pesanan/:orderID?t=<token>: the customer's order page (openapi.yaml tag Payments, proposed).
 * The order's steps and history, what was ordered, what to pay now and how, the transfer receipts,
 * the photo of the finished arrangement to approve and the proof of delivery (tag Doorstep, proposed: only when the
 * backend sends them), and a chat with the shop, under a lead that says what the link is for. It refreshes itself while
 * open. Not indexed (the route has no `seo`).
 * Its texts (namespace `orderPage`) are fetched when it opens, not with the home page.
 */
export function OrderPage() {
  const { t, ready } = useTranslation('orderPage');
  const { orderID } = useParams();
  const [search] = useSearchParams();
  const orderId = orderIdOf(orderID);
  const token = search.get('t')?.trim() || null;
  const { data: answeredOrder, error, isLoading, isFetching, refetch } = usePublicOrder(orderId, token);

  // The shop's account is read here, once: while the order owes a deposit it is shown together with
  // the account to pay to, so the transfer details never push the receipt upload down when they arrive.
  const answeredInstructions = usePaymentInstructions();
  // Likewise the shop's payments by gateway (proposed), asked at the same time: while something is left to pay the
  // order shows with them or, on a backend without them, as it is without a gateway; never one, then the other. When
  // they fail (500, 503, no answer), 'Bayar sekarang' gives way to the failure and its retry.
  const answeredGateway = useGatewayOptions();
  // The order's content is the page's largest render, and the store announces an answer in a synchronous update:
  // deferred, the content renders as a transition that yields to the browser instead of one long task on a phone
  // (docs/performance.md). Meanwhile the page shows what it showed before the answer.
  const order = useDeferredValue(answeredOrder);
  const instructions = useDeferredValue(answeredInstructions);
  const gateway = useDeferredValue(answeredGateway);
  const deferring = order !== answeredOrder || instructions !== answeredInstructions || gateway !== answeredGateway;
  const owing = order !== undefined && (paymentDue(order) || leftToPay(order));
  const waitingForInstructions = owing && (instructions === undefined || gateway === undefined);
  // An order with the proposed words shows them with the shared texts of `words`, fetched for it.
  const wordsReady = useWordsTexts(Boolean(order?.board || order?.cardMessage));
  const waiting = waitingForInstructions || !wordsReady;

  let body;
  let notFound = false;
  // a state shorter than the placeholders it replaces (see OrderPage.css)
  let short = false;
  if (!ready) body = <OrderPageLoading withLabel={false} />;
  else if (orderId === null || !token) notFound = true;
  else if (order && order.orderID === orderId && !waiting) {
    const photo = newestArrangementPhoto(order);
    const proof = deliveryProofOf(order);
    body = (
      <div className={photo || proof ? 'order-page-grid order-page-grid--doorstep' : 'order-page-grid'}>
        <div className="order-page-card order-page-grid__progress">
          <OrderProgress order={order} />
        </div>
        {(photo || proof) && (
          <div className="order-page-grid__doorstep">
            {proof && <DeliveryProofCard orderId={orderId} proof={proof} />}
            {photo && <ArrangementPhotoCard orderId={orderId} token={token} photo={photo} board={order.board} />}
          </div>
        )}
        <div className="order-page-grid__pay">
          <PaymentPanel order={order} token={token} instructions={instructions ?? null} gateway={gateway ?? null} />
        </div>
        <div className="order-page-grid__summary">
          <OrderSummary order={order} boardShownWithPhoto={Boolean(photo && order.board)} />
        </div>
        <div className="order-page-grid__history">
          <OrderHistory history={order.history} />
          <p className="order-page-page__note">{t('refreshNote')}</p>
        </div>
      </div>
    );
  } else if (isLoading || deferring || waiting || (isFetching && !error)) body = <OrderPageLoading />;
  else if (error && isNotFound(error)) notFound = true;
  else {
    body = <OrderPageError onRetry={() => void refetch()} retrying={isFetching} />;
    short = true;
  }
  if (notFound) {
    body = <OrderPageNotFound />;
    short = true;
  }

  const showOrder = ready && orderId !== null && token !== null && order !== undefined && !waiting;
  return (
    <div className={short ? 'order-page-page order-page-page--short' : 'order-page-page'}>
      <div className="container order-page-page__container">
        {ready && (
          <header className="order-page-header">
            <Link to="/public/home" className="order-page-header__home">
              <i className="bi bi-arrow-left" aria-hidden="true" />
              {t('backHome')}
            </Link>
            <h1 className="order-page-header__title">{t('title')}</h1>
            {/* What the link is for: in the prerendered shell already, so the page paints its largest text from the
                HTML. */}
            {!notFound && <p className="order-page-header__lead">{t('lead')}</p>}
            <div className="order-page-header__row">
              {showOrder && <p className="order-page-header__number">{t('orderNumber', { id: orderId })}</p>}
              {showOrder && <ShopChatLink orderId={orderId} />}
            </div>
          </header>
        )}
        {body}
      </div>
    </div>
  );
}

export { OrderPage as Component };

/** The page's order, asked for as soon as the store exists, while the rest of the app starts (prefetchRoute.ts). */
export function prefetch({ params, searchParams }: { params: { orderID?: string }; searchParams: URLSearchParams }) {
  const orderId = orderIdOf(params.orderID);
  const token = searchParams.get('t')?.trim() || null;
  return orderId !== null && token ? prefetchPublicOrder(orderId, token) : null;
}
