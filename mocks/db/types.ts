import type { DeliverySettingsRow, Fulfilment } from '../../src/lib/delivery/deliverySettings';
import type { DeliveryTimeLabel, OrderStatusValue, PaymentStatusValue } from '../../src/lib/orders/orderValues';

/**
 * Row types of the mock backend's in-memory database.
 *
 * These mirror the shop API's entities as a relational store: children
 * point at their parent by id, and handlers join them into the API shapes of
 * openapi.yaml. Field names follow the backend's JSON names exactly.
 */

export type Role = 'Owner' | 'Admin' | 'Manager' | 'User' | 'Driver';

/** The statuses and the delivery windows' labels (stored as the Indonesian text): the app's own values. */

export type { DeliveryTimeLabel, OrderStatusValue, PaymentStatusValue };

export interface GeneralParameterRow {
  id: number;
  /** three digits, e.g. "001" */
  paramCode: string;
  paramName: string;
  /** the value text */
  deskripsi: string;
}

export interface GalleryImageRow {
  id: number;
  title: string;
  description: string | null;
  /**
   * JPEG as plain base64 (no data: prefix); a seed row holds its file's path
   * (`/mock-assets/gallery/…`) until first answered, see db/seedImages.ts
   */
  imageBase64: string;
  isActive: boolean;
  displayOrder: number;
  createdBy: string;
  updatedBy: string | null;
  createdAt: string; // ISO date-time
  updatedAt: string | null;
}

export interface FlowerCategoryRow {
  categoryID: number;
  categoryName: string;
  description: string;
  /** data URL, absolute http(s) URL, or a site-relative path to a shipped asset ("/mock-assets/…") */
  imageUrl: string;
  priceRangeStart: number;
  priceRangeEnd: number;
  isPopular: boolean;
}

export interface FlowerProductRow {
  productID: number;
  categoryID: number;
  productName: string;
  description: string;
  price: number;
  imageUrl: string;
  rating: number;
}

export interface ProductAttributeRow {
  attributeID: number;
  productID: number;
  attributeName: string;
  attributeValue: string;
}

/** Snapshot of the product as it was when the order was placed. */
export interface OrderProductSnapshot {
  productID: number;
  productName: string;
  description: string;
  imageUrl: string;
}

export interface CustomerOrderRow {
  orderID: number;
  productID: number;
  customerName: string;
  phoneNumber: string;
  address: string;
  specialMessage: string | null;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  orderDate: string; // ISO date-time
  deliveryDate: string; // ISO date-time (midnight, local)
  deliveryTime: DeliveryTimeLabel | string;
  product: OrderProductSnapshot;
  // The proposed delivery terms (docs/product-rules.md#delivery-rules-proposed), only on orders placed with them.
  fulfilment?: Fulfilment;
  deliveryZoneId?: string;
  deliveryFee?: number;
  provinsi?: string;
  kotaKabupaten?: string;
  kecamatan?: string;
  kelurahan?: string;
  kodePos?: string;
  detail?: string;
  patokan?: string;
  /** key to the customer's order page (proposed); seeded and new orders have one */
  trackingToken?: string;
  /** the Driver whose run has the delivery (proposed, tag Doorstep); absent or null: on no run */
  driver?: string | null;
  /** the stop's place on that run, 1 first */
  runPosition?: number | null;
}

export interface OrderStatusRow {
  statusID: number;
  orderID: number;
  status: OrderStatusValue;
  confirmationDate: string; // ISO date-time
}

export interface PaymentRow {
  paymentID: number;
  orderID: number;
  paymentAmount: number;
  paymentStatus: PaymentStatusValue;
  paymentDate: string; // ISO date-time
}

export interface DeliveryInfoRow {
  deliveryID: number;
  orderID: number;
  deliveryDate: string; // ISO date-time
  deliveryTime: string;
  recipientName: string;
  recipientPhone: string;
  deliveryAddress: string;
}

/** A change the customer's order page lists (proposed): the status or the payment status, when it changed. */
export interface OrderEventRow {
  eventID: number;
  orderID: number;
  kind: 'status' | 'payment';
  value: string;
  at: string; // ISO date-time
}

export type PaymentProofStateValue = 'pending' | 'approved' | 'rejected';

/** A payment proof (bukti transfer) a customer sent (proposed); its bytes are an uploaded file. */
export interface PaymentProofRow {
  proofID: number;
  orderID: number;
  /** the uploaded file holding the image (never served by its public upload URL) */
  fileName: string;
  contentType: 'image/jpeg' | 'image/png' | 'image/gif';
  size: number;
  uploadedAt: string;
  state: PaymentProofStateValue;
  reason: string | null;
  reviewedAt: string | null;
  reviewedBy: string | null;
  amountPaid: number | null;
}

export type ArrangementPhotoStateValue = 'pending' | 'approved' | 'change_requested' | 'auto_approved';

/**
 * A photo of the finished arrangement (proposed, tag Doorstep); its bytes are an uploaded file. The state stored is
 * the customer's answer; a `pending` photo past its window reads as `auto_approved` (db/doorstep.ts).
 */
export interface ArrangementPhotoRow {
  photoID: number;
  orderID: number;
  fileName: string;
  takenAt: string;
  takenBy: string | null;
  state: 'pending' | 'approved' | 'change_requested';
  note: string | null;
  answeredAt: string | null;
}

export type DeliveryOutcomeValue = 'delivered' | 'carded' | 'returned' | 'failed';

/** What happened at the door (proposed, tag Doorstep), kept with the Idempotency-Key it was filed with. */
export interface DeliveryProofRow {
  proofID: number;
  orderID: number;
  idempotencyKey: string;
  outcome: DeliveryOutcomeValue;
  receivedBy: string | null;
  note: string | null;
  /** uploaded files (null when none was sent) */
  photoFileName: string | null;
  signatureFileName: string | null;
  filedAt: string;
  filedBy: string | null;
}

export interface UserRow {
  id: number;
  username: string;
  password: string;
  role: Role;
  /** customer profile id; null for staff without a profile */
  idCustomer: number | null;
}

export interface UploadedFileRow {
  fileName: string;
  contentType: string;
  /** file bytes as base64 */
  base64: string;
  createdAt: string;
}

export interface DatabaseState {
  generalParameters: GeneralParameterRow[];
  galleryImages: GalleryImageRow[];
  flowerCategories: FlowerCategoryRow[];
  flowerProducts: FlowerProductRow[];
  productAttributes: ProductAttributeRow[];
  customerOrders: CustomerOrderRow[];
  orderStatuses: OrderStatusRow[];
  payments: PaymentRow[];
  deliveryInfos: DeliveryInfoRow[];
  users: UserRow[];
  uploadedFiles: UploadedFileRow[];
  orderEvents: OrderEventRow[];
  paymentProofs: PaymentProofRow[];
  arrangementPhotos: ArrangementPhotoRow[];
  deliveryProofs: DeliveryProofRow[];
  /** null: the shop has no delivery settings (the rules without them apply) */
  deliverySettings: DeliverySettingsRow | null;
}
