import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { unwrapState, wrapState, type PersistenceAdapter } from './adapter';

/** Node persistence (mock:server): the state as a JSON file, written atomically. */
export function createJsonFilePersistence(filePath: string): PersistenceAdapter {
  const target = path.resolve(filePath);
  return {
    async load() {
      let text: string;
      try {
        text = await readFile(target, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        return unwrapState(JSON.parse(text));
      } catch {
        console.warn(`[mock] ${target} is not a saved mock database; starting from the seed`);
        return null;
      }
    },
    async save(state) {
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(wrapState(state)), 'utf8');
      await rename(temporary, target);
    },
    async clear() {
      await rm(target, { force: true });
    },
  };
}
