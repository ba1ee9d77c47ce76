import type { FlowerCategory, FlowerProduct } from '@/api/generated/shopApi';
import type { Fulfilment } from '@/lib/delivery/deliverySettings';
import type { DeliveryTimeKey } from '@/lib/orders/orderValues';

export type WizardStep = 1 | 2 | 3;

/** The chosen category as shown (its product list is not kept). */
export type CategorySnapshot = Omit<FlowerCategory, 'flowerProducts'>;
/** The chosen product as shown, attributes included. */
export type ProductSnapshot = FlowerProduct;

/** What the visitor typed in step 2. */
export interface OrderDetailsDraft {
  /** YYYY-MM-DD, or empty. */
  deliveryDate: string;
  deliveryTime: DeliveryTimeKey | '';
  quantity: number;
  recipientName: string;
  recipientPhone: string;
  /** The delivery address as typed: with the delivery rules, its street, number and RT/RW (the `detail` part). */
  address: string;
  cardMessage: string;
  /**
   * The parts below are used only when the backend offers the delivery rules
   * (docs/product-rules.md#delivery-rules-proposed).
   */
  fulfilment: Fulfilment;
  provinsi: string;
  kotaKabupaten: string;
  kecamatan: string;
  kelurahan: string;
  kodePos: string;
  patokan: string;
}

export interface OrderWizardState {
  step: WizardStep;
  category: CategorySnapshot | null;
  product: ProductSnapshot | null;
  details: OrderDetailsDraft;
}

export const EMPTY_DETAILS: OrderDetailsDraft = {
  deliveryDate: '',
  deliveryTime: '',
  quantity: 1,
  recipientName: '',
  recipientPhone: '',
  address: '',
  cardMessage: '',
  fulfilment: 'delivery',
  provinsi: '',
  kotaKabupaten: '',
  kecamatan: '',
  kelurahan: '',
  kodePos: '',
  patokan: '',
};

export const INITIAL_WIZARD_STATE: OrderWizardState = {
  step: 1,
  category: null,
  product: null,
  details: EMPTY_DETAILS,
};
