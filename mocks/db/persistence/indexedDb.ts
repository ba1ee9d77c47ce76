import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { unwrapState, wrapState, type PersistenceAdapter } from './adapter';

export interface IndexedDbPersistenceOptions {
  databaseName?: string;
  storeName?: string;
  key?: string;
}

/** Browser persistence in IndexedDB (idb-keyval), one record holding the whole state. */
export function createIndexedDbPersistence({
  databaseName = 'fleur-mock-backend',
  storeName = 'state',
  key = 'database',
}: IndexedDbPersistenceOptions = {}): PersistenceAdapter {
  let store: UseStore | null = null;
  const idbStore = () => (store ??= createStore(databaseName, storeName));
  return {
    async load() {
      try {
        return unwrapState(await get(key, idbStore()));
      } catch (error) {
        console.warn('[mock] could not read the saved mock database; starting from the seed', error);
        return null;
      }
    },
    async save(state) {
      await set(key, wrapState(state), idbStore());
    },
    async clear() {
      await del(key, idbStore());
    },
  };
}
