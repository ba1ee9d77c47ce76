/**
 * The text the shop API takes and returns for "no value" in dummy fields and images
 * (docs/product-rules.md#api-placeholders).
 */
export const API_PLACEHOLDER = 'string';
