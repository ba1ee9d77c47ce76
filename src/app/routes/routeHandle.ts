/** Data attached to every route: the i18n key of its title (docs/product-rules.md#routes-and-page-titles). */
export interface RouteHandle {
  titleKey: string;
  /**
   * Public pages search engines may index and links may preview:
   * the `routes` key of their description, and the structured data they carry.
   * Every other route is `noindex`.
   */
  seo?: { descriptionKey: string; jsonLd?: 'florist' };
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).titleKey === 'string';
}
