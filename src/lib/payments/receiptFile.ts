/**
 * What a payment receipt (bukti transfer) may be (spec §9 upload limits): a JPG, PNG or GIF image of
 * at most 5 MB. The mock backend refuses anything else with these problems (each with its code); the order
 * page checks the same before sending and shows its own message for each.
 */

export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

export const RECEIPT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export type ReceiptContentType = (typeof RECEIPT_CONTENT_TYPES)[number];

const BY_EXTENSION: Record<string, ReceiptContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** The file's content type when it is one a receipt may have (by its reported type, else its extension). */
export function receiptContentType(file: { type: string; name?: string }): ReceiptContentType | null {
  if ((RECEIPT_CONTENT_TYPES as readonly string[]).includes(file.type)) return file.type as ReceiptContentType;
  if (file.type) return null;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name ?? '')?.[1]?.toLowerCase();
  return extension ? (BY_EXTENSION[extension] ?? null) : null;
}

export type ReceiptFileProblem = 'type' | 'size' | 'empty';

/**
 * The `code` the backend answers for each problem (openapi.yaml `PaymentProofProblemCode`): the mock sends it,
 * the order page reads it; the message beside it is for people.
 */
export const RECEIPT_PROBLEM_CODES = {
  type: 'unsupported_type',
  empty: 'empty_file',
  size: 'file_too_large',
} as const satisfies Record<ReceiptFileProblem, string>;

/** Why the file cannot be sent as a receipt, or null when it can. */
export function receiptFileProblem(file: { type: string; name?: string; size: number }): ReceiptFileProblem | null {
  if (!receiptContentType(file)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > RECEIPT_MAX_BYTES) return 'size';
  return null;
}
