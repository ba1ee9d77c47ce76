import type { DeliveryTimeLabel } from '@/api/generated/shopApi';

/**
 * sessionStorage key of the placed order's summary (docs/product-rules.md#placing-an-order): written by the
 * order wizard, read by the home page's way back to the order.
 */
export const ORDER_INFO_STORAGE_KEY = 'flowerOrderInfo';

export interface FlowerOrderInfo {
  orderID: number;
  category: { categoryID: number; categoryName: string };
  product: { productID: number; productName: string; price: number; imageUrl: string };
  details: {
    deliveryDate: string;
    deliveryTime: DeliveryTimeLabel;
    quantity: number;
    recipientName: string;
    recipientPhone: string;
    address: string;
    cardMessage: string | null;
  };
  totalPrice: number;
  orderDate: string;
  /** the key to the order's page, when the backend gives one (proposed; docs/product-rules.md#order-page-proposed) */
  trackingToken?: string;
}

export function storeOrderInfo(info: FlowerOrderInfo): void {
  try {
    globalThis.sessionStorage?.setItem(ORDER_INFO_STORAGE_KEY, JSON.stringify(info));
  } catch {
    /* storage unavailable: the order is placed all the same */
  }
}

/** The last order placed from this browser tab, if its summary is there and readable. */
export function readOrderInfo(): FlowerOrderInfo | null {
  try {
    const text = globalThis.sessionStorage?.getItem(ORDER_INFO_STORAGE_KEY);
    const info: unknown = text ? JSON.parse(text) : null;
    return info && typeof info === 'object' && typeof (info as FlowerOrderInfo).orderID === 'number'
      ? (info as FlowerOrderInfo)
      : null;
  } catch {
    return null;
  }
}
