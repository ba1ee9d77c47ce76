import type { DatabaseState } from '../types';
import type { PersistenceAdapter } from './adapter';

/** In-memory persistence (tests, Storybook): keeps a deep copy of the last save. */
export function createMemoryPersistence(): PersistenceAdapter {
  let saved: DatabaseState | null = null;
  return {
    async load() {
      return saved ? structuredClone(saved) : null;
    },
    async save(state) {
      saved = structuredClone(state);
    },
    async clear() {
      saved = null;
    },
  };
}
