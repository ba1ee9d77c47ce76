import { MB, type ImageProblem, type ImageRules } from '@/lib/images/imageRules';

/**
 * The gallery's image rules (docs/product-rules.md#image-limits): JPG, PNG or GIF; resized to fit
 * 1920 × 1080, JPEG quality 0.8, encoded again at 0.6 when still over 2 MB.
 */
const GALLERY_IMAGE_BASE = {
  acceptTypes: ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'],
  acceptExtensions: ['jpg', 'jpeg', 'png', 'gif'],
  box: { maxWidth: 1920, maxHeight: 1080 },
  quality: 0.8,
  retry: { overBytes: 2 * MB, quality: 0.6 },
} as const satisfies Omit<ImageRules, 'maxBytes'>;

/** The create/edit form (`/app/gallery/create`): originals up to 10 MB. */
export const GALLERY_CREATE_IMAGE: ImageRules = { ...GALLERY_IMAGE_BASE, maxBytes: 10 * MB };

/**
 * The edit page (`/app/gallery/edit/{id}`): originals up to 5 MB, refused
 * with its own message ('Image size must be less than 5MB...'); only creating
 * takes up to 10 MB. Resizing and quality are the same on both.
 */
export const GALLERY_EDIT_IMAGE: ImageRules = { ...GALLERY_IMAGE_BASE, maxBytes: 5 * MB };

export type GalleryFormMode = 'create' | 'edit';

export const IMAGE_RULES: Record<GalleryFormMode, ImageRules> = {
  create: GALLERY_CREATE_IMAGE,
  edit: GALLERY_EDIT_IMAGE,
};

/** Translation keys (namespace gallery) of each refusal, per screen. */
export const IMAGE_PROBLEM_KEYS: Record<GalleryFormMode, Record<ImageProblem, { title: string; text: string }>> = {
  create: {
    type: { title: 'image.invalidTypeTitle', text: 'image.invalidTypeText' },
    size: { title: 'image.tooLargeTitle', text: 'image.tooLargeCreate' },
    decode: { title: 'image.unreadableTitle', text: 'image.unreadableText' },
    process: { title: 'image.failedTitle', text: 'image.failedText' },
  },
  edit: {
    type: { title: 'image.invalidTypeTitle', text: 'image.invalidTypeText' },
    size: { title: 'image.tooLargeTitle', text: 'image.tooLargeEdit' },
    decode: { title: 'image.unreadableTitle', text: 'image.unreadableText' },
    process: { title: 'image.failedTitle', text: 'image.failedText' },
  },
};
