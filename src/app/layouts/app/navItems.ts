/**
 * The back-office navigation (docs/product-rules.md#back-office-frame), the same for everyone, under the heading 'Paramter';
 * the delivery settings follow 'Order'.
 */
export const NAV_ITEMS = [
  { to: '/app/general', icon: 'bi-sliders', key: 'general' },
  { to: '/app/gallery', icon: 'bi-images', key: 'gallery' },
  { to: '/app/flower', icon: 'bi-flower1', key: 'products' },
  { to: '/app/orders', icon: 'bi-receipt', key: 'orders' },
  { to: '/app/delivery', icon: 'bi-truck', key: 'delivery' },
] as const;

/** Below this width the sidebar is an off-canvas menu that closes on link click. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
