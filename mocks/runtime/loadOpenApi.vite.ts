/**
 * Side-effect module: loads openapi.yaml, parsed at build time by the
 * `?parsed-lean` import of scripts/vite/yamlDocument.mjs (browser, vitest,
 * Storybook: no yaml parser in the browser), and injects it. The mock only
 * routes and validates with it, so its descriptions and examples are left out. Not usable under
 * tsx; the HTTP server uses mocks/http/loadOpenApi.node.ts instead.
 */
import document from '../../openapi.yaml?parsed-lean';
import { hasOpenApiDocument, setOpenApiDocument } from './openapiDocumentHolder';
import type { OpenApiDocument } from './openapiTypes';

if (!hasOpenApiDocument()) setOpenApiDocument(document as OpenApiDocument);
