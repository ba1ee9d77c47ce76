import type { GalleryImage, GalleryImageInput, GalleryImageUpdate } from '@/api/generated/shopApi';
import type { GalleryFormValues } from './gallerySchema';

/** The client labels gallery changes as made by 'admin' (docs/product-rules.md#gallery). */
export const GALLERY_AUTHOR = 'admin';

/** Plain base64 of a data URL (`imageBase64` is the JPEG's base64); other values as they are. */
export function plainBase64(value: string): string {
  const comma = value.indexOf(',');
  return value.startsWith('data:') && comma >= 0 ? value.slice(comma + 1) : value;
}

function texts(values: GalleryFormValues) {
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    description: description || null,
    displayOrder: Number(values.displayOrder) || 0,
    isActive: values.isActive,
  };
}

/** POST /api/Gallery: title, description, imageBase64, isActive, displayOrder, createdBy. */
export function toCreatePayload(values: GalleryFormValues): GalleryImageInput {
  return { ...texts(values), imageBase64: plainBase64(values.image), createdBy: GALLERY_AUTHOR };
}

/**
 * PUT /api/Gallery/{id}: the same plus id and updatedBy. Without a
 * new picture the current one is sent back as it is.
 */
export function toUpdatePayload(current: GalleryImage, values: GalleryFormValues): GalleryImageUpdate {
  return {
    id: current.id,
    ...texts(values),
    imageBase64: values.image ? plainBase64(values.image) : current.imageBase64,
    createdBy: GALLERY_AUTHOR,
    updatedBy: GALLERY_AUTHOR,
  };
}

/** The status toggle: the image as listed, with isActive inverted. */
export function toggledPayload(image: GalleryImage): GalleryImageUpdate {
  return {
    id: image.id,
    title: image.title,
    description: image.description,
    // Listed without pictures this is '', which keeps the current picture (openapi.yaml).
    imageBase64: image.imageBase64,
    isActive: !image.isActive,
    displayOrder: image.displayOrder,
    createdBy: GALLERY_AUTHOR,
    updatedBy: GALLERY_AUTHOR,
  };
}

/** The form filled from a loaded image (edit page). */
export function formValuesOf(image: GalleryImage): GalleryFormValues {
  return {
    title: image.title,
    description: image.description ?? '',
    displayOrder: image.displayOrder,
    isActive: image.isActive,
    image: '',
  };
}
