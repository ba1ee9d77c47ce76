/**
 * Side-effect module: loads openapi.yaml through Vite's `?raw` import (browser,
 * vitest, Storybook) and injects it. Not usable under tsx, which has no `?raw`;
 * the HTTP server uses mocks/http/loadOpenApi.node.ts instead.
 */
import { parse } from 'yaml';
import raw from '../../openapi.yaml?raw';
import { hasOpenApiDocument, setOpenApiDocument } from './openapiDocument';
import type { OpenApiDocument } from './openapiTypes';

if (!hasOpenApiDocument()) setOpenApiDocument(parse(raw) as OpenApiDocument);
