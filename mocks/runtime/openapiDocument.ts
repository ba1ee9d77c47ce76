import { getOpenApiDocument, hasOpenApiDocument } from './openapiDocumentHolder';
import type { OpenApiDocument } from './openapiTypes';

/**
 * The parsed openapi.yaml for routing, validation and tests: the document a
 * loader injected into openapiDocumentHolder.ts, read through
 * `getOpenApiDocument()`.
 */
export { getOpenApiDocument } from './openapiDocumentHolder';

/**
 * The document, loading the mock's routing copy through Vite when nobody injected one yet (e.g. a
 * Storybook preview that only imports the handlers). Never reached under tsx:
 * the HTTP server injects the document before it starts.
 */
export async function ensureOpenApiDocument(): Promise<OpenApiDocument> {
  if (!hasOpenApiDocument()) await import('./loadOpenApi.routing');
  return getOpenApiDocument();
}
