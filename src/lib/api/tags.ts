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
 * The reports built from orders (/api/general/…): one tag, provided by every report and invalidated by every order
 * change.
 */
export const REPORTS_TAG = { type: 'Reports', id: 'ALL' } as const;
