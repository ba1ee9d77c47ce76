import { base64ToBytes, bytesToBase64 } from '../db/base64';
import type { UploadedFileRow } from '../db/types';
import type { UploadResult } from '../runtime/apiTypes';
import { isBlob } from '../runtime/validator';
import { defineOperation } from './defineOperation';
import { created, invalid, notFound } from './responses';

/** Tag Upload: images stored in the mock database and served back by file name. */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export function contentTypeOf(file: File): string | null {
  if (file.type in EXTENSIONS) return file.type;
  if (file.type) return null;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const byExtension: Record<string, string> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    gif: 'image/gif',
    webp: 'image/webp',
  };
  return extension ? (byExtension[extension] ?? null) : null;
}

/** `<random>-<safe original name>.<ext>`, matching the yaml's fileName pattern. */
function storedFileName(original: string, contentType: string): string {
  const extension = EXTENSIONS[contentType];
  const base = original
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '')
    .slice(0, 120);
  const random = Array.from({ length: 8 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${random}-${base || 'image'}.${extension}`;
}

/** A stored file's bytes with its content type (an upload, or a payment proof's picture). */
export function storedFileResponse(file: UploadedFileRow, cacheControl: string): Response {
  const bytes = base64ToBytes(file.base64);
  return new Response(bytes, {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': cacheControl,
    },
  });
}

export const uploadOperations = [
  defineOperation('uploadImage', async ({ db, body, url, now }) => {
    const file = (body as FormData).get('file');
    if (!isBlob(file)) invalid({ file: ['file is required'] });
    const upload = file as File;
    const contentType = contentTypeOf(upload) ?? invalid({ file: ['file must be a JPEG, PNG, GIF or WebP image'] });
    if (upload.size === 0) invalid({ file: ['file must not be empty'] });
    if (upload.size > MAX_UPLOAD_BYTES)
      invalid({ file: [`file must not be larger than 5 MB (${MAX_UPLOAD_BYTES} bytes)`] });
    const fileName = storedFileName(upload.name ?? '', contentType);
    db.addUpload({
      fileName,
      contentType,
      base64: bytesToBase64(new Uint8Array(await upload.arrayBuffer())),
      createdAt: now.toISOString(),
    });
    const result: UploadResult = {
      url: new URL(`${url.pathname.replace(/\/+$/, '')}/${fileName}`, url.origin).href,
      fileName,
      contentType: contentType as UploadResult['contentType'],
      size: upload.size,
    };
    return created(result);
  }),

  defineOperation('getUploadedFile', ({ db, params }) => {
    const fileName = params.fileName as string;
    const file = db.findUpload(fileName) ?? notFound(`File ${fileName} was not found.`);
    return storedFileResponse(file, 'public, max-age=31536000, immutable');
  }),
];
