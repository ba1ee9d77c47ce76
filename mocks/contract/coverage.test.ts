import { describe, expect, it } from 'vitest';
import '../runtime/loadOpenApi.vite';
import { operationIds } from '../handlers';
import { listOperations } from '../runtime/operations';
import { operationCases } from './operationCases';

/** The mock, the yaml and the contract suite cover exactly the same operations. */
describe('operation coverage', () => {
  const documented = listOperations()
    .map((operation) => operation.operationId)
    .sort();

  it('every operation in openapi.yaml has a handler', () => {
    expect(documented.filter((id) => !operationIds.includes(id))).toEqual([]);
  });

  it('every handler answers an operation of openapi.yaml', () => {
    expect(operationIds.filter((id) => !documented.includes(id))).toEqual([]);
  });

  it('no operation has two handlers', () => {
    expect(operationIds.filter((id, index) => operationIds.indexOf(id) !== index)).toEqual([]);
  });

  it('every operation has a contract case, with invalid and unknown-id requests where the yaml documents 400 and 404', () => {
    const missing: string[] = [];
    for (const operation of listOperations()) {
      const testCase = operationCases[operation.operationId];
      if (!testCase) {
        missing.push(`${operation.operationId}: no case`);
        continue;
      }
      if (!(String(testCase.status) in operation.responses))
        missing.push(`${operation.operationId}: status ${testCase.status} not documented`);
      if ('400' in operation.responses && !testCase.invalid?.length)
        missing.push(`${operation.operationId}: no invalid request`);
      if ('404' in operation.responses && !testCase.notFound)
        missing.push(`${operation.operationId}: no unknown-id request`);
    }
    expect(Object.keys(operationCases).filter((id) => !documented.includes(id))).toEqual([]);
    expect(missing).toEqual([]);
  });
});
