import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadOpenApiFromFile } from '../mocks/http/loadOpenApi.node';
import { bodyValidators } from '../mocks/runtime/generated/bodyValidators';
import { parameterValidators } from '../mocks/runtime/generated/parameterValidators';
import {
  requestSchemaPointers,
  requestValidatorsSource,
  VALIDATOR_MODULES,
} from '../mocks/runtime/requestValidatorsSource';
import { leanDocument } from './vite/yamlDocument.mjs';

describe('generated request validators', () => {
  const document = leanDocument(loadOpenApiFromFile());

  it.each([
    ['parameters', parameterValidators],
    ['bodies', bodyValidators],
  ] as const)(
    'the %s module matches what openapi.yaml produces now (run `npm run mocks:validators`)',
    (module, table) => {
      expect(readFileSync(VALIDATOR_MODULES[module].file, 'utf8')).toBe(requestValidatorsSource(document, module));
      expect(Object.keys(table).sort()).toEqual(requestSchemaPointers(document, module));
    },
    60_000,
  );

  it('every request schema has its validator in one of the modules', () => {
    const parameters = requestSchemaPointers(document, 'parameters');
    const bodies = requestSchemaPointers(document, 'bodies');
    expect(parameters.length).toBeGreaterThan(0);
    expect(bodies.length).toBeGreaterThan(0);
    expect(parameters.filter((pointer) => bodies.includes(pointer))).toEqual([]);
  });
});
