/**
 * Node entry point (vitest, jsdom tests, contract tests): the msw node server
 * over the same handlers, with in-memory persistence. Tests call
 * `resetMockBackend()` before each test.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setupServer } from 'msw/node';
import { configureBackend } from './backend';
import './runtime/loadOpenApi.vite';
import { createMemoryPersistence } from './db/persistence/memory';
import { handlers } from './handlers';

/**
 * The seed's picture files, from `public/` of the project (vitest runs at its root; jsdom has no file:
 * import.meta.url).
 */
const PUBLIC_DIR = path.resolve(process.cwd(), 'public');
const readAsset = (asset: string) => readFile(path.join(PUBLIC_DIR, path.posix.normalize(`/${asset}`)));

configureBackend({ persistence: createMemoryPersistence(), saveDelayMs: 0, readAsset });

export const mockServer = setupServer(...handlers);

export { configureBackend, getDb, resetMockBackend } from './backend';
export { getScenario, resetScenario, setScenario } from './scenarios/store';
export { handlers, operationIds } from './handlers';
