import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { readOrderInfo } from '@/entities/order/model/orderInfoStorage';
import { orderPagePath } from '@/entities/order/orderPageLink';
import './LastOrderBanner.css';

const DISMISSED_KEY = 'flowerOrderInfoDismissed';

const noSubscription = () => () => {};

/**
 * The order placed last from this tab that has a page; read after hydration (the prerendered home knows no visitor).
 */
function useLastOrderWithPage(): { orderID: number; token: string } | null {
  const text = useSyncExternalStore(
    noSubscription,
    () => {
      const info = readOrderInfo();
      if (!info?.trackingToken) return null;
      if (globalThis.sessionStorage?.getItem(DISMISSED_KEY) === String(info.orderID)) return null;
      return `${info.orderID}:${info.trackingToken}`;
    },
    () => null,
  );
  if (!text) return null;
  const separator = text.indexOf(':');
  return { orderID: Number(text.slice(0, separator)), token: text.slice(separator + 1) };
}

/**
 * A small banner back to the last order placed from this browser tab (flowerOrderInfo;
 * docs/product-rules.md#order-page-proposed), fixed at the bottom so it moves nothing on the page. Shown only when the
 * order has a page (the backend gave it a key).
 */
export function LastOrderBanner() {
  const { t } = useTranslation('home');
  const order = useLastOrderWithPage();
  const [dismissed, setDismissed] = useState(false);
  if (!order || dismissed) return null;
  const dismiss = () => {
    try {
      globalThis.sessionStorage?.setItem(DISMISSED_KEY, String(order.orderID));
    } catch {
      /* storage unavailable: hidden for this visit only */
    }
    setDismissed(true);
  };
  return (
    <aside className="last-order-banner" aria-label={t('lastOrder.label')}>
      <i className="bi bi-bag-check last-order-banner__icon" aria-hidden="true" />
      <p className="last-order-banner__text">
        <span>{t('lastOrder.text', { id: order.orderID })}</span>
        <Link to={orderPagePath(order.orderID, order.token)} className="last-order-banner__link">
          {t('lastOrder.link')}
        </Link>
      </p>
      <button
        type="button"
        className="btn-close last-order-banner__close"
        aria-label={t('lastOrder.close')}
        onClick={dismiss}
      />
    </aside>
  );
}
