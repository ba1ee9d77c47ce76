/**
 * Side-effect module: loads openapi.yaml, parsed at build time by the
 * `?parsed` import of scripts/vite/yamlDocument.mjs (browser, vitest,
 * Storybook: no yaml parser in the browser), and injects it. Not usable under
 * tsx; the HTTP server uses mocks/http/loadOpenApi.node.ts instead.
 */
import document from '../../openapi.yaml?parsed';
import { hasOpenApiDocument, setOpenApiDocument } from './openapiDocument';
import type { OpenApiDocument } from './openapiTypes';

if (!hasOpenApiDocument()) setOpenApiDocument(document as OpenApiDocument);
