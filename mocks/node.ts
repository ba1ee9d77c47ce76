/**
 * Node entry point (vitest, jsdom tests, contract tests): the msw node server
 * over the same handlers, with in-memory persistence. Tests call
 * `resetMockBackend()` before each test.
 */
import { setupServer } from 'msw/node';
import { configureBackend } from './backend';
import './runtime/loadOpenApi.vite';
import { createMemoryPersistence } from './db/persistence/memory';
import { handlers } from './handlers';

configureBackend({ persistence: createMemoryPersistence(), saveDelayMs: 0 });

export const mockServer = setupServer(...handlers);

export { configureBackend, getDb, resetMockBackend } from './backend';
export { getScenario, resetScenario, setScenario } from './scenarios/store';
export { handlers, operationIds } from './handlers';
