/** The rating a product without one shows (docs/product-rules.md#product-form). */
export const DEFAULT_RATING = 4.5;
