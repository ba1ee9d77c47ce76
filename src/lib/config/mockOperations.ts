/**
 * `mockOperations` of `config.json` (hybrid mode): with `useMocks` false, the
 * operationIds of openapi.yaml the in-browser mock answers while every other
 * call goes to the real backend (docs/mock-backend.md#hybrid-mode). Checked
 * here, in the entry, so that a wrong value never loads the mock at all.
 */

export interface MockOperationsReading {
  /** the operationIds to mock, each once, in the order given; empty = no hybrid mode */
  operations: string[];
  /** what was wrong with the value, for the console */
  warnings: string[];
}

/**
 * Reads the raw `mockOperations` value. It must be an array of strings (anything
 * else is ignored with a warning); with `useMocks` on it is ignored too, since
 * every call is mocked then.
 */
export function readMockOperations(raw: unknown, useMocks: boolean): MockOperationsReading {
  if (raw === undefined) return { operations: [], warnings: [] };
  if (!Array.isArray(raw) || !raw.every((item): item is string => typeof item === 'string')) {
    return { operations: [], warnings: ['mockOperations must be an array of operationIds (strings); ignored'] };
  }
  const operations = [...new Set(raw.map((item) => item.trim()).filter(Boolean))];
  if (useMocks && operations.length > 0) {
    return { operations: [], warnings: ['mockOperations is ignored while useMocks is true: every call is mocked'] };
  }
  return { operations, warnings: [] };
}
