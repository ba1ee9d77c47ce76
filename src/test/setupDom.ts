import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clearRegionCache } from '@/entities/region/regionLoader';
import { setRuntimeConfig } from '@/lib/config/runtimeConfig';
import { mockServer, resetMockBackend } from '@mocks/node';
import { regionDataHandler } from './regionDataServer';
import './swalFocusTimer';

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
