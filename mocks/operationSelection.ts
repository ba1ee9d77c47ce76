import type { RequestHandler } from 'msw';
import type { OperationDefinition } from './handlers/defineOperation';

/**
 * Hybrid mode (`config.json` `useMocks: false` with `mockOperations`,
 * docs/mock-backend.md#hybrid-mode): the handlers of the listed operations
 * only, found by operationId. The browser worker serves them and lets every
 * other request through to the real backend.
 */

export interface OperationSelection {
  /** the handlers of the known operations asked for, in the order asked */
  handlers: RequestHandler[];
  /** their operationIds */
  operationIds: string[];
  /** names asked for that no operation of openapi.yaml has */
  unknown: string[];
}

export function selectOperations(
  definitions: readonly OperationDefinition[],
  wanted: readonly string[],
): OperationSelection {
  const byId = new Map(definitions.map((definition) => [definition.operationId, definition]));
  const selection: OperationSelection = { handlers: [], operationIds: [], unknown: [] };
  for (const operationId of new Set(wanted)) {
    const definition = byId.get(operationId);
    if (definition) {
      selection.handlers.push(definition.handler);
      selection.operationIds.push(operationId);
    } else {
      selection.unknown.push(operationId);
    }
  }
  return selection;
}

/** One console warning naming every unknown operationId of the list (none when all are known). */
export function reportUnknownOperations(
  unknown: readonly string[],
  warn: (message: string) => void = console.warn,
): void {
  if (unknown.length === 0) return;
  warn(`[mock] mockOperations: no operation of openapi.yaml is called ${unknown.join(', ')}; ignored`);
}
