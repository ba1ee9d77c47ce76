import { describe, expect, it } from 'vitest';
import { getOperation, listOperations } from '../runtime/operations';
import { call, expectContract, expectProblem, expectValidationProblem, setupMockBackend } from './harness';
import { malformedValues } from './malformedValues';
import { operationCases, resolveInput } from './operationCases';
import { validateResponse } from './responseValidator';

/**
 * Generic contract checks per operation of openapi.yaml (table in
 * operationCases.ts): documented status and response schema for a valid
 * request, 400 ValidationProblem for invalid ones, 401 without (or with a
 * forged) token on secured operations, no token needed on public ones, and
 * 404 for unknown ids; and, for every operation of the yaml with path
 * parameters, a documented client error for each malformed value of each
 * (malformedValues.ts), the rest of the request as in its valid case.
 */
setupMockBackend();

describe.each(Object.entries(operationCases))('%s', (operationId, testCase) => {
  const operation = getOperation(operationId);

  it(`answers a valid request with ${testCase.status} and a body matching the schema`, async () => {
    const input = await resolveInput(testCase.valid);
    // Public operations are called without a token; secured ones log in first.
    const result = await call(operationId, { ...input, token: operation.secured ? undefined : null });
    expectContract(operationId, result, testCase.status);
  });

  if (operation.secured) {
    it('needs a bearer token (401 without one, 401 with a forged one)', async () => {
      const input = await resolveInput(testCase.valid);
      expectProblem(operationId, await call(operationId, { ...input, token: null }), 401);
      const forged = 'mock.b3duZXI.00000000000000000000000000000000';
      expectProblem(operationId, await call(operationId, { ...input, token: forged }), 401);
      expectProblem(
        operationId,
        await call(operationId, { ...input, headers: { Authorization: 'Basic b3duZXI6b3duZXIxMjM=' }, token: null }),
        401,
      );
    });
  } else {
    it('is public', () => {
      expect(operation.secured).toBe(false);
    });
  }

  for (const invalid of testCase.invalid ?? []) {
    it(`rejects an invalid request (${invalid.name}) with 400 naming ${invalid.fields.join(', ')}`, async () => {
      const result = await call(operationId, await resolveInput(invalid.input));
      expectValidationProblem(operationId, result, invalid.fields);
    });
  }

  if (testCase.notFound) {
    const notFound = testCase.notFound;
    it('answers an unknown id with 404', async () => {
      expectProblem(operationId, await call(operationId, await resolveInput(notFound)), 404);
    });
  }
});

const withPathParameters = listOperations()
  .map((operation) => {
    const path = operation.parameters.filter((parameter) => parameter.in === 'path');
    const malformed = path.flatMap((parameter) =>
      malformedValues(parameter.schema).map((value) => ({ parameter: parameter.name, ...value })),
    );
    return { operationId: operation.operationId, names: path.map(({ name }) => name).join(', '), malformed };
  })
  .filter(({ malformed }) => malformed.length > 0);

describe.each(withPathParameters)(
  '$operationId with a malformed path parameter',
  ({ operationId, names, malformed }) => {
    it(`answers every malformed ${names} with a documented client error`, async () => {
      const testCase = operationCases[operationId];
      if (!testCase) throw new Error(`${operationId} has no case in operationCases.ts`);
      const valid = await resolveInput(testCase.valid);
      const violations: string[] = [];
      for (const { parameter, name, value } of malformed) {
        const result = await call(operationId, { ...valid, params: { ...valid.params, [parameter]: value } });
        const what = `${parameter} ${name} (${JSON.stringify(value)}) answered ${result.status}`;
        if (result.status < 400 || result.status >= 500) violations.push(`${what}: not a client error`);
        for (const error of validateResponse(operationId, result.status, result.body).errors)
          violations.push(`${what}: ${error}`);
      }
      expect(violations).toEqual([]);
    });
  },
);
