/** A number an item shows beside its label (hidden when 0). */
export type NavCounter = 'pendingReceipts';

/**
 * What an item needs to show: the server offers the payment settings (proposed, tag Gateway), the message templates
 * (proposed, tag MessageTemplates).
 */
export type NavCondition = 'paymentSettings' | 'messageTemplates';

export interface NavItem {
  to: string;
  icon: string;
  key: string;
  counter?: NavCounter;
  /** Shown only while this holds. */
  shownWhen?: NavCondition;
}

/**
 * The back-office navigation (docs/product-rules.md#back-office-frame), the same for everyone, under the heading
 * 'Paramter'; the delivery settings follow 'Order', then the payment settings (only where the server has payments by
 * gateway), the message templates (only where the server has them), then the payment receipts, whose item counts the
 * receipts waiting for review.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/app/general', icon: 'bi-sliders', key: 'general' },
  { to: '/app/gallery', icon: 'bi-images', key: 'gallery' },
  { to: '/app/flower', icon: 'bi-flower1', key: 'products' },
  { to: '/app/orders', icon: 'bi-receipt', key: 'orders' },
  { to: '/app/delivery', icon: 'bi-truck', key: 'delivery' },
  {
    to: '/app/payment-settings',
    icon: 'bi-credit-card',
    key: 'paymentSettings',
    shownWhen: 'paymentSettings',
  },
  {
    to: '/app/message-templates',
    icon: 'bi-chat-square-quote',
    key: 'messageTemplates',
    shownWhen: 'messageTemplates',
  },
  { to: '/app/payments', icon: 'bi-receipt-cutoff', key: 'payments', counter: 'pendingReceipts' },
];

/** Below this width the sidebar is an off-canvas menu that closes on link click. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
