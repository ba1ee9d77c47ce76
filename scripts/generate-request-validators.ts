/**
 * Writes mocks/runtime/generated/requestValidators.js from openapi.yaml: ajv's
 * standalone validators of every request schema (see
 * mocks/runtime/requestValidatorsSource.ts). Run after changing the yaml:
 *
 *   npm run mocks:validators
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadOpenApiFromFile } from '../mocks/http/loadOpenApi.node.js';
import { REQUEST_VALIDATORS_FILE, requestValidatorsSource } from '../mocks/runtime/requestValidatorsSource';
import { leanDocument } from './vite/yamlDocument.mjs';

const source = requestValidatorsSource(leanDocument(loadOpenApiFromFile()));
await writeFile(REQUEST_VALIDATORS_FILE, source);
console.log(`${path.relative(process.cwd(), REQUEST_VALIDATORS_FILE)} ${source.length} B`);
