/** The text the shop API takes and returns for "no value" in dummy fields and images (spec §7). */
export const API_PLACEHOLDER = 'string';
