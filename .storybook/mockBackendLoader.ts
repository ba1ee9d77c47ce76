import type { Loader } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { resetMockBackend } from '../mocks/backend';
import { handlers } from '../mocks/handlers';
import { ensureOpenApiDocument } from '../mocks/runtime/openapiDocument';

/** Each story starts from the seeded mock database. */
export const resetMockDatabase: Loader = async () => {
  await resetMockBackend();
  return {};
};

/**
 * One service worker with the app's handlers; msw-storybook-addon's loader
 * then applies each story's `parameters.msw.handlers` on top.
 */
export const mockWorkerLoader: Loader = mswLoader(async () => {
  // The handlers route requests by openapi.yaml: load it before the worker
  // intercepts anything, or fetching the yaml's own chunk would wait on itself.
  await ensureOpenApiDocument();
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
}) as Loader;
