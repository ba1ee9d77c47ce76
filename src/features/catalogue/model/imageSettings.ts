import { MB, type ImageRules } from '@/lib/images/imageRules';

/** Each catalogue form's image parameters (docs/product-rules.md#image-limits). */

const PNG_OR_JPEG = {
  acceptTypes: ['image/png', 'image/jpeg', 'image/jpg'],
  acceptExtensions: ['png', 'jpg', 'jpeg'],
} as const;

/** Category create: 5 MB, longest side 800 px, JPEG 0.8. */
export const CATEGORY_CREATE_IMAGE: ImageRules = {
  ...PNG_OR_JPEG,
  maxBytes: 5 * MB,
  box: { maxWidth: 800, maxHeight: 800 },
  quality: 0.8,
};

/** Category edit: as create, but JPEG 0.7 when the original is over 1 MB. */
export const CATEGORY_EDIT_IMAGE: ImageRules = {
  ...CATEGORY_CREATE_IMAGE,
  largeInputQuality: { overBytes: 1 * MB, quality: 0.7 },
};

/**
 * Products: within 800 wide by 600 high for landscape and 600 high for
 * portrait, JPEG 0.8. Fitting an 800 × 600 box gives exactly that: a portrait
 * picture is limited by its height (600) first.
 */
export const PRODUCT_CREATE_IMAGE: ImageRules = {
  ...PNG_OR_JPEG,
  maxBytes: 5 * MB,
  box: { maxWidth: 800, maxHeight: 600 },
  quality: 0.8,
};

/** Product edit: 800 × 600 at 0.8. */
export const PRODUCT_EDIT_IMAGE: ImageRules = { ...PRODUCT_CREATE_IMAGE };
