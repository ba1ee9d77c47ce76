/**
 * How a screen that must follow the server without a reload subscribes to its query (RTK Query options):
 * it asks again every 30 seconds while the tab is shown, and at once when the window gets the focus back
 * (setupListeners in src/app/store.ts). Used by the order list and board, the payment-proof count and queue,
 * and the customer's order page (docs/product-rules.md#order-page-proposed).
 */
export const LIVE_QUERY = { pollingInterval: 30_000, skipPollingIfUnfocused: true, refetchOnFocus: true } as const;
