import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadOpenApiFromFile } from '../mocks/http/loadOpenApi.node';
import { requestValidators } from '../mocks/runtime/generated/requestValidators';
import {
  REQUEST_VALIDATORS_FILE,
  requestSchemaPointers,
  requestValidatorsSource,
} from '../mocks/runtime/requestValidatorsSource';
import { leanDocument } from './vite/yamlDocument.mjs';

describe('generated request validators', () => {
  it('mocks/runtime/generated/requestValidators.js matches what openapi.yaml produces now (run `npm run mocks:validators`)', () => {
    const document = leanDocument(loadOpenApiFromFile());
    expect(readFileSync(REQUEST_VALIDATORS_FILE, 'utf8')).toBe(requestValidatorsSource(document));
    expect(Object.keys(requestValidators).sort()).toEqual(requestSchemaPointers(document));
  }, 60_000);
});
