import { boolean, number, object, string } from 'yup';
import type { GalleryFormMode } from './imageSettings';

/** The gallery form: what is typed, and the new picture chosen on this visit. */
export interface GalleryFormValues {
  title: string;
  description: string;
  /** '' while the number field is empty. */
  displayOrder: number | '';
  isActive: boolean;
  /** The resized new picture as a JPEG data URL; '' when none was chosen. */
  image: string;
}

/** Display order 0 and active by default. */
export const EMPTY_GALLERY_FORM: GalleryFormValues = {
  title: '',
  description: '',
  displayOrder: 0,
  isActive: true,
  image: '',
};

/** Longest texts the API takes (openapi.yaml); the inputs stop there. */
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 1000;

/**
 * docs/product-rules.md#gallery. Messages are translation keys of namespace
 * `gallery` (the product's texts, in both languages). The picture is required
 * only when creating.
 */
export function gallerySchema(mode: GalleryFormMode) {
  return object({
    title: string().trim().required('validation.titleRequired').max(TITLE_MAX, 'validation.titleTooLong'),
    description: string().max(DESCRIPTION_MAX, 'validation.descriptionTooLong'),
    displayOrder: number()
      .typeError('validation.displayOrderMin')
      .required('validation.displayOrderMin')
      .min(0, 'validation.displayOrderMin')
      .integer('validation.displayOrderWhole'),
    isActive: boolean().required(),
    image: mode === 'create' ? string().required('validation.imageRequired') : string(),
  });
}
