import { MB, type ImageRules } from '@/lib/images/imageRules';
import { processImageFile } from '@/lib/images/processImage';
import {
  PROOF_CONTENT_TYPES,
  PROOF_MAX_BYTES,
  proofFileProblem,
  type ProofFileProblem,
} from '@/lib/payments/proofFile';

/**
 * A transfer receipt before it is sent (spec §9 upload limits: JPG, PNG or GIF, at most 5 MB).
 * A small file goes as it is (a PNG screenshot or a GIF stays what it is); a larger one, typically a
 * phone camera's photo, is fitted in 1600 px and re-encoded as JPEG 0.8, so a photo of up to 20 MB
 * can still be sent. What is still over 5 MB after that is refused.
 */
export const PROOF_IMAGE: ImageRules = {
  acceptTypes: [...PROOF_CONTENT_TYPES, 'image/jpg'],
  acceptExtensions: ['jpg', 'jpeg', 'png', 'gif'],
  maxBytes: 20 * MB,
  box: { maxWidth: 1600, maxHeight: 1600 },
  quality: 0.8,
  retry: { overBytes: 2 * MB, quality: 0.65 },
};

/** Up to this size a receipt is sent as chosen. */
export const PROOF_AS_IS_BYTES = 1 * MB;

/** The `accept` of the file inputs. */
export const PROOF_ACCEPT = PROOF_CONTENT_TYPES.join(',');

export type PreparedProof = { file: File } | { problem: ProofFileProblem };

type Process = typeof processImageFile;

function jpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'bukti-transfer';
  return `${base}.jpg`;
}

export async function prepareProof(file: File, process: Process = processImageFile): Promise<PreparedProof> {
  const problem = proofFileProblem(file);
  if (problem === 'type' || problem === 'empty') return { problem };
  if (file.size > PROOF_IMAGE.maxBytes) return { problem: 'size' };
  if (!problem && file.size <= PROOF_AS_IS_BYTES) return { file };
  try {
    const processed = await process(file, PROOF_IMAGE);
    const smaller = processed.blob.size < file.size || problem === 'size';
    if (!smaller) return { file };
    if (processed.blob.size > PROOF_MAX_BYTES) return { problem: 'size' };
    return { file: new File([processed.blob], jpegName(file.name), { type: 'image/jpeg' }) };
  } catch {
    // Not decodable here (an unusual encoding): sent as it is when it may be, the shop looks at it.
    return problem ? { problem } : { file };
  }
}
