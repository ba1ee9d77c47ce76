import type { OpenApiDocument } from './openapiTypes';

/**
 * Holder of the parsed openapi.yaml. The runtimes load the file differently
 * (Vite's `?raw` import in the browser, vitest and Storybook; `fs` in the
 * tsx-run HTTP server), so the document is injected here and everything else
 * (routing, validation, tests) reads it through `getOpenApiDocument()`.
 */
let current: OpenApiDocument | null = null;

export function setOpenApiDocument(document: OpenApiDocument): void {
  if (!document || typeof document !== 'object' || typeof document.paths !== 'object') {
    throw new Error('setOpenApiDocument: not an OpenAPI document (no "paths").');
  }
  current = document;
}

export function hasOpenApiDocument(): boolean {
  return current !== null;
}

export function getOpenApiDocument(): OpenApiDocument {
  if (!current) {
    throw new Error(
      'The OpenAPI document is not loaded: import "mocks/runtime/loadOpenApi.vite" (Vite runtimes) ' +
        'or call loadOpenApiFromFile() from "mocks/http/loadOpenApi.node" (Node) first.',
    );
  }
  return current;
}

/**
 * The document, loading it through Vite when nobody injected it yet (e.g. a
 * Storybook preview that only imports the handlers). Never reached under tsx:
 * the HTTP server injects the document before it starts.
 */
export async function ensureOpenApiDocument(): Promise<OpenApiDocument> {
  if (!current) await import('./loadOpenApi.vite');
  return getOpenApiDocument();
}
