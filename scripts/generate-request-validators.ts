/**
 * Writes mocks/runtime/generated/parameterValidators.js and bodyValidators.js from openapi.yaml: ajv's
 * standalone validators of every request schema (see
 * mocks/runtime/requestValidatorsSource.ts). Run after changing the yaml:
 *
 *   npm run mocks:validators
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadOpenApiFromFile } from '../mocks/http/loadOpenApi.node.js';
import {
  requestValidatorsSource,
  VALIDATOR_MODULES,
  type ValidatorModule,
} from '../mocks/runtime/requestValidatorsSource';
import { leanDocument } from './vite/yamlDocument.mjs';

const document = leanDocument(loadOpenApiFromFile());
for (const module of Object.keys(VALIDATOR_MODULES) as ValidatorModule[]) {
  const { file } = VALIDATOR_MODULES[module];
  const source = requestValidatorsSource(document, module);
  await writeFile(file, source);
  console.log(`${path.relative(process.cwd(), file)} ${source.length} B`);
}
