import type { OpenApiDocument } from './openapiTypes';

/**
 * Holder of the parsed openapi.yaml. The runtimes load the file differently
 * (Vite's `?parsed-lean` import in the browser, vitest and Storybook; `fs` in
 * the tsx-run HTTP server), so the loaders (loadOpenApi.vite.ts,
 * mocks/http/loadOpenApi.node.ts) inject the document here and everything else
 * (routing, validation, tests) reads it through openapiDocument.ts. The
 * holder imports no loader, so the loaders and openapiDocument.ts's lazy
 * loading form no import cycle.
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
