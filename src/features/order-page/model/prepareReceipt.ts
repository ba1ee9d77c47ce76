import { MB, type ImageRules } from '@/lib/images/imageRules';
import { prepareImageUpload, type UploadImageRules } from '@/lib/images/prepareImageUpload';
import { processImageFile } from '@/lib/images/processImage';
import {
  RECEIPT_CONTENT_TYPES,
  RECEIPT_MAX_BYTES,
  receiptFileProblem,
  type ReceiptFileProblem,
} from '@/lib/payments/receiptFile';

/**
 * A transfer receipt before it is sent (spec §9 upload limits: JPG, PNG or GIF, at most 5 MB).
 * A small file goes as it is (a PNG screenshot or a GIF stays what it is); a larger one, typically a
 * phone camera's photo, is fitted in 1600 px and re-encoded as JPEG 0.8, so a photo of up to 20 MB
 * can still be sent. What is still over 5 MB after that is refused.
 */
export const RECEIPT_IMAGE: ImageRules = {
  acceptTypes: [...RECEIPT_CONTENT_TYPES, 'image/jpg'],
  acceptExtensions: ['jpg', 'jpeg', 'png', 'gif'],
  maxBytes: 20 * MB,
  box: { maxWidth: 1600, maxHeight: 1600 },
  quality: 0.8,
  retry: { overBytes: 2 * MB, quality: 0.65 },
};

/** Up to this size a receipt is sent as chosen. */
export const RECEIPT_AS_IS_BYTES = 1 * MB;

/** The `accept` of the file inputs. */
export const RECEIPT_ACCEPT = RECEIPT_CONTENT_TYPES.join(',');

export type PreparedReceipt = { file: File } | { problem: ReceiptFileProblem };

/** The receipt's upload rules for the shared pipeline (`prepareImageUpload`). */
const RECEIPT_UPLOAD: UploadImageRules = {
  contentTypes: RECEIPT_CONTENT_TYPES,
  extensions: ['jpg', 'jpeg', 'png', 'gif'],
  maxUploadBytes: RECEIPT_MAX_BYTES,
  asIsBytes: RECEIPT_AS_IS_BYTES,
  shrink: RECEIPT_IMAGE,
  fallbackName: 'bukti-transfer',
};

export async function prepareReceipt(
  file: File,
  process: typeof processImageFile = processImageFile,
): Promise<PreparedReceipt> {
  // The receipt's own check first: its messages are the order page's (spec §9).
  const problem = receiptFileProblem(file);
  if (problem === 'type' || problem === 'empty') return { problem };
  return prepareImageUpload(file, RECEIPT_UPLOAD, process);
}
