import type { DeliveryTimeLabel } from '@/api/generated/shopApi';

/** sessionStorage key of the placed order's summary (docs/product-rules.md#placing-an-order). */
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
    specialInstructions: string | null;
  };
  totalPrice: number;
  orderDate: string;
}

export function storeOrderInfo(info: FlowerOrderInfo): void {
  try {
    globalThis.sessionStorage?.setItem(ORDER_INFO_STORAGE_KEY, JSON.stringify(info));
  } catch {
    /* storage unavailable: the order is placed all the same */
  }
}
