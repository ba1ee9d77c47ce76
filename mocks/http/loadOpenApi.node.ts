import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { setOpenApiDocument } from '../runtime/openapiDocumentHolder';
import type { OpenApiDocument } from '../runtime/openapiTypes';

/** openapi.yaml at the repository root. */
export const OPENAPI_PATH = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

/** Reads openapi.yaml with fs and injects it (the tsx-run HTTP server has no Vite `?raw`). */
export function loadOpenApiFromFile(filePath: string = OPENAPI_PATH): OpenApiDocument {
  const document = parse(readFileSync(filePath, 'utf8')) as OpenApiDocument;
  setOpenApiDocument(document);
  return document;
}
