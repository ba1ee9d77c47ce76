import type { DeliverySettingsRow, Fulfilment } from '../../src/lib/delivery/deliverySettings';
import type { DeliveryTimeLabel, OrderStatusValue, PaymentStatusValue } from '../../src/lib/orders/orderValues';
import type { PaymentMethodValue, PaymentProviderValue } from '../../src/lib/payments/paymentMethods';
import type { PaymentPurposeValue } from '../../src/lib/payments/sessionAmount';
import type { SessionMinutes } from '../../src/lib/payments/sessionExpiry';
import type { BoardLineKey, BoardStyle } from '../../src/lib/words/boardRules';
import type { OccasionValue, ReligionValue } from '../../src/lib/words/occasions';

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

export type ProductKindValue = 'bouquet' | 'board' | 'standing';

/** A line of a board's size (proposed, tag MessageTemplates). */
export interface BoardLineSpecRow {
  key: BoardLineKey;
  label: string;
  maxChars: number;
  required: boolean;
}

/** A bunga papan's size, lines and text price (proposed, tag MessageTemplates): openapi.yaml `BoardSpec`. */
export interface BoardSpecRow {
  size: string;
  widthCm: number;
  heightCm: number;
  lines: BoardLineSpecRow[];
  styles: BoardStyle[];
  freeChars: number;
  pricePerExtraChar: number;
}

export interface FlowerProductRow {
  productID: number;
  categoryID: number;
  productName: string;
  description: string;
  price: number;
  imageUrl: string;
  rating: number;
  /** what the product is (proposed, tag MessageTemplates); absent: a bouquet */
  kind?: ProductKindValue;
  /** a board's spec, only on kind `board` */
  board?: BoardSpecRow;
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
  // The proposed words (tag MessageTemplates, docs/product-rules.md#the-right-words-proposed), only on orders placed
  // with them.
  /** the card's words apart from `specialMessage` (then the instructions); absent: placed with one box */
  cardMessage?: string | null;
  /** a bunga papan's text, as composed */
  board?: BoardOrderRow | null;
  /** the board's text surcharge (IDR), computed by the server; part of the grand total */
  textSurcharge?: number;
  /** staff's corrections of the board's text after a 'Minta perubahan', oldest first */
  boardCorrections?: { at: string; by: string | null }[];
}

/** A bunga papan's text on an order (openapi.yaml `BoardOrder`). */
export interface BoardOrderRow {
  occasion: OccasionValue;
  religion?: ReligionValue;
  lines: { headline: string; recipient: string; sender: string; extra?: string };
  style: BoardStyle;
  symbol: string;
  eventAt?: string;
  venue?: string;
  /** the characters counted for the surcharge */
  characters: number;
}

/** A template of the shop's words (proposed, tag MessageTemplates): a board's lines or a card's text. */
export interface MessageTemplateRow {
  templateID: number;
  format: 'board' | 'card';
  occasion: OccasionValue;
  /** null: suits every religion */
  religion: ReligionValue | null;
  lines?: { headline: string; recipient?: string; sender?: string; extra?: string };
  text?: string;
}

/** A symbol a board may carry and the religions that allow it (proposed, tag MessageTemplates): shop data. */
export interface BoardSymbolRow {
  symbol: string;
  label: string;
  glyph: string;
  religions: ReligionValue[];
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
  /** the staff account that made the change; absent or null: the system (a payment, a delivery proof) */
  actor?: string | null;
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

export type { PaymentProviderValue };

export type PaymentSessionStatusValue =
  'pending' | 'paid' | 'expired' | 'cancelled' | 'failed' | 'paid_late' | 'duplicate' | 'refunded';

export type SessionAttentionValue = 'amount_mismatch' | 'paid_late' | 'duplicate';

/** A payment with the gateway (proposed, tag Gateway): one purpose, one method, priced by the server. */
export interface PaymentSessionRow {
  sessionID: number;
  orderID: number;
  /** the id the gateway knows it by (Midtrans' order_id, Xendit's external_id); unique */
  reference: string;
  idempotencyKey: string;
  provider: PaymentProviderValue;
  method: PaymentMethodValue;
  purpose: PaymentPurposeValue;
  amount: number;
  status: PaymentSessionStatusValue;
  createdAt: string;
  expiresAt: string;
  /** when it was cancelled (another method chosen) or failed */
  endedAt: string | null;
  paidAt: string | null;
  /** IDR the gateway reported (a mismatch keeps it here while the session stays unpaid) */
  paidAmount: number | null;
  transactionId: string | null;
  /** true: its money counts toward the order's amountPaid */
  counted: boolean;
  attention: SessionAttentionValue | null;
  resolvedAt: string | null;
  resolvedBy: string | null;
  qrString?: string;
  vaNumber?: string;
  billerCode?: string;
  billKey?: string;
  deeplinkUrl?: string;
}

/** Money returned to a customer (proposed, tag Gateway), kept with its Idempotency-Key. */
export interface RefundRow {
  refundID: number;
  orderID: number;
  sessionID: number | null;
  idempotencyKey: string;
  amount: number;
  reason: string;
  method: 'gateway' | 'manual';
  createdAt: string;
  createdBy: string | null;
}

/** Money to return (proposed, tag Gateway): made by a late, duplicate or mismatched payment. */
export interface RefundTaskRow {
  taskID: number;
  orderID: number;
  sessionID: number;
  amount: number;
  cause: SessionAttentionValue;
  createdAt: string;
  doneAt: string | null;
}

/** An entry of the order's timeline that no other row tells (proposed, tag Gateway): the gateway's steps. */
export interface TimelineEventRow {
  eventID: number;
  orderID: number;
  at: string;
  type:
    | 'session_created'
    | 'session_paid'
    | 'session_expired'
    | 'session_cancelled'
    | 'session_failed'
    | 'session_paid_late'
    | 'session_duplicate'
    | 'session_amount_mismatch'
    | 'session_resolved';
  actorKind: 'user' | 'customer' | 'system';
  actorName: string | null;
  sessionID: number;
  amount?: number;
  /** a late payment `kept` or sent to `refund`; a resolution's decision */
  value?: string;
}

/** The shop's payment settings (proposed, tag Gateway); the gateway's keys are not here (server environment). */
export interface PaymentSettingsRow {
  enabled: boolean;
  provider: PaymentProviderValue;
  methods: PaymentMethodValue[];
  sessionMinutes: SessionMinutes;
  manualTransfer: boolean;
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
  paymentSessions: PaymentSessionRow[];
  refunds: RefundRow[];
  refundTasks: RefundTaskRow[];
  timelineEvents: TimelineEventRow[];
  /** the shop's words by occasion (proposed, tag MessageTemplates) */
  messageTemplates: MessageTemplateRow[];
  /** the symbols a board may carry, `none` first (proposed, tag MessageTemplates) */
  boardSymbols: BoardSymbolRow[];
  /** null: the shop has no gateway (the order page as without one) */
  paymentSettings: PaymentSettingsRow | null;
  /** null: the shop has no delivery settings (the rules without them apply) */
  deliverySettings: DeliverySettingsRow | null;
}
