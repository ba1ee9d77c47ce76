import type { DeliverySettingsRow } from '../../src/lib/delivery/deliverySettings';
import { Table } from './table';
import type {
  ArrangementPhotoRow,
  BoardSymbolRow,
  CustomerOrderRow,
  DatabaseState,
  DeliveryInfoRow,
  DeliveryProofRow,
  FlowerCategoryRow,
  FlowerProductRow,
  GalleryImageRow,
  GeneralParameterRow,
  MessageTemplateRow,
  OrderEventRow,
  OrderStatusRow,
  OrderStatusValue,
  PaymentProofRow,
  PaymentRow,
  PaymentSessionRow,
  PaymentSettingsRow,
  RefundRow,
  RefundTaskRow,
  TimelineEventRow,
  ProductAttributeRow,
  UploadedFileRow,
  UserRow,
} from './types';

export function emptyState(): DatabaseState {
  return {
    generalParameters: [],
    galleryImages: [],
    flowerCategories: [],
    flowerProducts: [],
    productAttributes: [],
    customerOrders: [],
    orderStatuses: [],
    payments: [],
    deliveryInfos: [],
    users: [],
    uploadedFiles: [],
    orderEvents: [],
    paymentProofs: [],
    arrangementPhotos: [],
    deliveryProofs: [],
    paymentSessions: [],
    refunds: [],
    refundTasks: [],
    timelineEvents: [],
    messageTemplates: [],
    boardSymbols: [],
    paymentSettings: null,
    deliverySettings: null,
  };
}

/** The state's tables (every list of rows; the delivery settings are one record). */
type TableName = { [N in keyof DatabaseState]: DatabaseState[N] extends unknown[] ? N : never }[keyof DatabaseState];

/** Fills tables missing from an older persisted state with empty lists. */
export function normalizeState(state: Partial<DatabaseState>): DatabaseState {
  const base = emptyState();
  for (const key of Object.keys(base) as Array<keyof DatabaseState>) {
    if (Array.isArray(base[key]) && Array.isArray(state[key])) (base[key] as unknown[]) = state[key] as unknown[];
  }
  const isRecord = (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value);
  if (isRecord(state.deliverySettings)) base.deliverySettings = state.deliverySettings!;
  if (isRecord(state.paymentSettings)) base.paymentSettings = state.paymentSettings!;
  return base;
}

/**
 * The mock backend's relational store: one table per row type of
 * db/types.ts, ids assigned as max+1, and the cascades a real backend has.
 * Handlers join rows into API shapes with db/joins.ts.
 */
export class MockDatabase {
  private current: DatabaseState;

  readonly generalParameters: Table<GeneralParameterRow, 'id'>;
  readonly galleryImages: Table<GalleryImageRow, 'id'>;
  readonly flowerCategories: Table<FlowerCategoryRow, 'categoryID'>;
  readonly flowerProducts: Table<FlowerProductRow, 'productID'>;
  readonly productAttributes: Table<ProductAttributeRow, 'attributeID'>;
  readonly customerOrders: Table<CustomerOrderRow, 'orderID'>;
  readonly orderStatuses: Table<OrderStatusRow, 'statusID'>;
  readonly payments: Table<PaymentRow, 'paymentID'>;
  readonly deliveryInfos: Table<DeliveryInfoRow, 'deliveryID'>;
  readonly users: Table<UserRow, 'id'>;
  readonly orderEvents: Table<OrderEventRow, 'eventID'>;
  readonly paymentProofs: Table<PaymentProofRow, 'proofID'>;
  readonly arrangementPhotos: Table<ArrangementPhotoRow, 'photoID'>;
  readonly deliveryProofs: Table<DeliveryProofRow, 'proofID'>;
  readonly paymentSessions: Table<PaymentSessionRow, 'sessionID'>;
  readonly refunds: Table<RefundRow, 'refundID'>;
  readonly refundTasks: Table<RefundTaskRow, 'taskID'>;
  readonly timelineEvents: Table<TimelineEventRow, 'eventID'>;
  readonly messageTemplates: Table<MessageTemplateRow, 'templateID'>;
  readonly boardSymbols: Table<BoardSymbolRow, 'symbol'>;

  constructor(state: DatabaseState = emptyState()) {
    this.current = normalizeState(state);
    const table = <N extends TableName, K extends keyof DatabaseState[N][number] & string>(name: N, key: K) =>
      new Table<DatabaseState[N][number], K>(
        () => this.current[name] as DatabaseState[N][number][],
        (rows) => {
          (this.current[name] as unknown[]) = rows;
        },
        key,
      );
    this.generalParameters = table('generalParameters', 'id');
    this.galleryImages = table('galleryImages', 'id');
    this.flowerCategories = table('flowerCategories', 'categoryID');
    this.flowerProducts = table('flowerProducts', 'productID');
    this.productAttributes = table('productAttributes', 'attributeID');
    this.customerOrders = table('customerOrders', 'orderID');
    this.orderStatuses = table('orderStatuses', 'statusID');
    this.payments = table('payments', 'paymentID');
    this.deliveryInfos = table('deliveryInfos', 'deliveryID');
    this.users = table('users', 'id');
    this.orderEvents = table('orderEvents', 'eventID');
    this.paymentProofs = table('paymentProofs', 'proofID');
    this.arrangementPhotos = table('arrangementPhotos', 'photoID');
    this.deliveryProofs = table('deliveryProofs', 'proofID');
    this.paymentSessions = table('paymentSessions', 'sessionID');
    this.refunds = table('refunds', 'refundID');
    this.refundTasks = table('refundTasks', 'taskID');
    this.timelineEvents = table('timelineEvents', 'eventID');
    this.messageTemplates = table('messageTemplates', 'templateID');
    this.boardSymbols = table('boardSymbols', 'symbol');
  }

  /** The live state (mutations through the tables show up here). */
  get state(): DatabaseState {
    return this.current;
  }

  /** Replaces the whole state (reset, load from persistence). */
  replaceState(state: DatabaseState): void {
    this.current = normalizeState(state);
  }

  /** A deep copy of the state, safe to persist or compare. */
  snapshot(): DatabaseState {
    return structuredClone(this.current);
  }

  // ------------------------------------------------------------ relations

  productsOfCategory(categoryID: number): FlowerProductRow[] {
    return this.flowerProducts
      .where((product) => product.categoryID === categoryID)
      .sort((a, b) => a.productID - b.productID);
  }

  attributesOfProduct(productID: number): ProductAttributeRow[] {
    return this.productAttributes
      .where((attribute) => attribute.productID === productID)
      .sort((a, b) => a.attributeID - b.attributeID);
  }

  statusesOfOrder(orderID: number): OrderStatusRow[] {
    return this.orderStatuses.where((status) => status.orderID === orderID).sort((a, b) => a.statusID - b.statusID);
  }

  paymentsOfOrder(orderID: number): PaymentRow[] {
    return this.payments.where((payment) => payment.orderID === orderID).sort((a, b) => a.paymentID - b.paymentID);
  }

  deliveriesOfOrder(orderID: number): DeliveryInfoRow[] {
    return this.deliveryInfos
      .where((delivery) => delivery.orderID === orderID)
      .sort((a, b) => a.deliveryID - b.deliveryID);
  }

  /** The status shown for an order: its first status entry (docs/product-rules.md#order-statuses). */
  currentStatus(orderID: number): OrderStatusRow | undefined {
    return this.statusesOfOrder(orderID)[0];
  }

  /** The payment shown for an order: its first payment entry (docs/product-rules.md#payment-statuses). */
  currentPayment(orderID: number): PaymentRow | undefined {
    return this.paymentsOfOrder(orderID)[0];
  }

  eventsOfOrder(orderID: number): OrderEventRow[] {
    return this.orderEvents.where((event) => event.orderID === orderID).sort((a, b) => a.eventID - b.eventID);
  }

  /** The order's payment proofs, newest first. */
  proofsOfOrder(orderID: number): PaymentProofRow[] {
    return this.paymentProofs.where((proof) => proof.orderID === orderID).sort((a, b) => b.proofID - a.proofID);
  }

  /** IDR the order's approved payment proofs recorded. */
  amountPaidByReceipts(orderID: number): number {
    return this.proofsOfOrder(orderID).reduce(
      (sum, proof) => sum + (proof.state === 'approved' ? (proof.amountPaid ?? 0) : 0),
      0,
    );
  }

  /** Notes a change of the order's status or payment status for its customer's page (and who made it). */
  recordOrderEvent(
    orderID: number,
    kind: OrderEventRow['kind'],
    value: string,
    at: string,
    actor: string | null = null,
  ): void {
    this.orderEvents.insert({ orderID, kind, value, at, ...(actor ? { actor } : {}) });
  }

  /**
   * Makes the order's displayed payment `Paid` (a proof approved, a gateway payment counted), or adds a payment
   * entry when there is none; a change is noted for the customer's page. A payment already `Paid` stays as it is.
   */
  markOrderPaid(orderID: number, at: string, actor: string | null = null): void {
    const order = this.customerOrders.find(orderID);
    const payment = this.currentPayment(orderID);
    if (payment?.paymentStatus === 'Paid') return;
    if (payment) this.payments.update(payment.paymentID, { paymentStatus: 'Paid', paymentDate: at });
    else
      this.payments.insert({ orderID, paymentAmount: order?.totalPrice ?? 0, paymentStatus: 'Paid', paymentDate: at });
    this.recordOrderEvent(orderID, 'payment', 'Paid', at, actor);
  }

  /** The order's payment sessions with the gateway, newest first. */
  sessionsOfOrder(orderID: number): PaymentSessionRow[] {
    return this.paymentSessions
      .where((session) => session.orderID === orderID)
      .sort((a, b) => b.sessionID - a.sessionID);
  }

  refundsOfOrder(orderID: number): RefundRow[] {
    return this.refunds.where((refund) => refund.orderID === orderID).sort((a, b) => a.refundID - b.refundID);
  }

  /** The shop's payment settings; null when it has no gateway. */
  get paymentSettings(): PaymentSettingsRow | null {
    return this.current.paymentSettings;
  }

  savePaymentSettings(settings: PaymentSettingsRow): PaymentSettingsRow {
    this.current.paymentSettings = settings;
    return settings;
  }

  /**
   * Sets the order's displayed status, the first entry of its list, or adds one when there is none
   * (docs/product-rules.md#order-statuses); a change is noted for the customer's page.
   */
  setOrderStatus(orderID: number, status: OrderStatusValue, at: string, actor: string | null = null): void {
    const first = this.currentStatus(orderID);
    const changes = { status, confirmationDate: at };
    if (first) this.orderStatuses.update(first.statusID, changes);
    else this.orderStatuses.insert({ orderID, ...changes });
    if (first?.status !== status) this.recordOrderEvent(orderID, 'status', status, at, actor);
  }

  // ------------------------------------------------------------ cascades

  /** Deletes a product and its attributes; orders keep their snapshot. */
  deleteProduct(productID: number): boolean {
    if (!this.flowerProducts.remove(productID)) return false;
    this.productAttributes.removeWhere((attribute) => attribute.productID === productID);
    return true;
  }

  /** Deletes a category with its products and their attributes. */
  deleteCategory(categoryID: number): boolean {
    if (!this.flowerCategories.remove(categoryID)) return false;
    const productIds = new Set(
      this.flowerProducts.where((product) => product.categoryID === categoryID).map((p) => p.productID),
    );
    this.flowerProducts.removeWhere((product) => productIds.has(product.productID));
    this.productAttributes.removeWhere((attribute) => productIds.has(attribute.productID));
    return true;
  }

  /**
   * Deletes an order with its status, payment and delivery entries, its history, its payment proofs, arrangement
   * photos and delivery proofs (with their images), its payment sessions, refunds and refund tasks.
   */
  deleteOrder(orderID: number): boolean {
    if (!this.customerOrders.remove(orderID)) return false;
    this.orderStatuses.removeWhere((status) => status.orderID === orderID);
    this.payments.removeWhere((payment) => payment.orderID === orderID);
    this.deliveryInfos.removeWhere((delivery) => delivery.orderID === orderID);
    this.orderEvents.removeWhere((event) => event.orderID === orderID);
    this.paymentSessions.removeWhere((session) => session.orderID === orderID);
    this.refunds.removeWhere((refund) => refund.orderID === orderID);
    this.refundTasks.removeWhere((task) => task.orderID === orderID);
    this.timelineEvents.removeWhere((event) => event.orderID === orderID);
    const ofOrder = (row: { orderID: number }) => row.orderID === orderID;
    const proofFiles = new Set<string | null>([
      ...this.paymentProofs.where(ofOrder).map((proof) => proof.fileName),
      ...this.arrangementPhotos.where(ofOrder).map((photo) => photo.fileName),
      ...this.deliveryProofs.where(ofOrder).flatMap((proof) => [proof.photoFileName, proof.signatureFileName]),
    ]);
    this.paymentProofs.removeWhere(ofOrder);
    this.arrangementPhotos.removeWhere(ofOrder);
    this.deliveryProofs.removeWhere(ofOrder);
    this.current.uploadedFiles = this.current.uploadedFiles.filter((file) => !proofFiles.has(file.fileName));
    return true;
  }

  // ------------------------------------------------------------ delivery settings

  /** The shop's delivery settings; null when it has none. */
  get deliverySettings(): DeliverySettingsRow | null {
    return this.current.deliverySettings;
  }

  /** Replaces the delivery settings (creates them when there are none). */
  saveDeliverySettings(settings: DeliverySettingsRow): DeliverySettingsRow {
    this.current.deliverySettings = settings;
    return settings;
  }

  // ------------------------------------------------------------ uploads

  findUpload(fileName: string): UploadedFileRow | undefined {
    return this.current.uploadedFiles.find((file) => file.fileName === fileName);
  }

  addUpload(file: UploadedFileRow): void {
    this.current.uploadedFiles = [...this.current.uploadedFiles.filter((f) => f.fileName !== file.fileName), file];
  }
}
