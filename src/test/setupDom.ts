import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clearRegionCache } from '@/entities/region/regionLoader';
import { setRuntimeConfig } from '@/lib/config/runtimeConfig';
import { mockServer, resetMockBackend } from '@mocks/node';
import { regionDataHandler } from './regionDataServer';
import './swalFocusTimer';

// What a test waits for (findBy…, waitFor) behind a whole-app render: the router, the store and the mock
// backend's answers take seconds on a busy 2-core CI machine, not Testing Library's default 1 s. A wait,
// never a budget: a test passes as soon as what it waits for shows. A lazy route's first visit waits
// longer still (FIRST_VISIT in ./waits).
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no matchMedia; sweetalert2 and react-bootstrap's Offcanvas need one.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has an origin but Node's fetch does not resolve relative URLs: point
// both backends at the page's own origin, where the MSW node server answers.
beforeAll(() => {
  setRuntimeConfig({ useMocks: true, shopApiBaseUrl: window.location.origin, authApiBaseUrl: window.location.origin });
  mockServer.listen({ onUnhandledRequest: 'error' });
});

beforeEach(async () => {
  await resetMockBackend();
  // Indonesia's regions (src/entities/region) as the app's build serves them.
  mockServer.use(regionDataHandler);
});

afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  clearRegionCache();
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => mockServer.close());
