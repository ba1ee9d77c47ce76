import { describe, expect, it } from 'vitest';
import { getOperation } from '../runtime/operations';
import { call, expectContract, expectProblem, expectValidationProblem, setupMockBackend } from './harness';
import { operationCases, resolveInput } from './operationCases';

/**
 * Generic contract checks per operation of openapi.yaml (table in
 * operationCases.ts): documented status and response schema for a valid
 * request, 400 ValidationProblem for invalid ones, 401 without (or with a
 * forged) token on secured operations, no token needed on public ones, and
 * 404 for unknown ids.
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
