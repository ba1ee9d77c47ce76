/** Cache tags for a list result: one per item id, plus the list itself. */
export function listTags<T extends string, Item>(
  type: T,
  items: readonly Item[] | undefined,
  idOf: (item: Item) => number,
) {
  return [{ type, id: 'LIST' as const }, ...(items ?? []).map((item) => ({ type, id: idOf(item) }))];
}

export function itemTags<T extends string>(type: T, id: number) {
  return [{ type, id }];
}

/** A change to one item refreshes that item and every list. */
export function changedTags<T extends string>(type: T, id: number) {
  return [
    { type, id },
    { type, id: 'LIST' as const },
  ];
}

/**
 * The cache tags of the app's data, by what they stand for: openapi.yaml's tags the generated endpoints carry and
 * the app's own (APP_TAG_TYPES). Entities name a tag only through this.
 */
export const TAG = {
  category: 'FlowerCategory',
  product: 'FlowerProduct',
  gallery: 'Gallery',
  parameters: 'GeneralParameters',
  order: 'CustomerOrder',
  delivery: 'Delivery',
  doorstep: 'Doorstep',
  /** Payments by gateway: options, settings, sessions, refunds (string ids; src/entities/payment/gatewayApi.ts). */
  gateway: 'Gateway',
  /** Message templates and board symbols (string ids; src/entities/message-template/api.ts). */
  words: 'MessageTemplates',
  /** The customer's view of one order (by id). */
  publicOrder: 'PublicOrder',
  /** Payment receipts: the queue, its counts and an order's receipts. */
  receipt: 'PaymentReceipt',
  reports: 'Reports',
} as const;

/** The tags no openapi.yaml tag declares, added once to the API by every entity that uses them (`addTagTypes`). */
export const APP_TAG_TYPES = [TAG.publicOrder, TAG.receipt, TAG.reports];

/**
 * The reports built from orders (/api/general/…): one tag, provided by every report and invalidated by every order
 * change.
 */
export const REPORTS_TAG = { type: TAG.reports, id: 'ALL' } as const;
