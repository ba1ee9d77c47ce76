/**
 * Side-effect module of the in-browser mock (the app's and Storybook's): loads openapi.yaml cut to what the mock
 * routes with, by the `?parsed-routing` import of scripts/vite/yamlDocument.mjs (no response or JSON body schemas:
 * the bodies are checked by the validators compiled ahead of time), and injects it. Code that checks responses
 * against their schemas (the contract tests) loads the whole lean document, loadOpenApi.vite.ts.
 */
import document from '../../openapi.yaml?parsed-routing';
import { hasOpenApiDocument, setOpenApiDocument } from './openapiDocumentHolder';
import type { OpenApiDocument } from './openapiTypes';

if (!hasOpenApiDocument()) setOpenApiDocument(document as OpenApiDocument);
