import { test as base, expect } from '@playwright/test';
import { isProposedTagOff, parseScenario } from '../mocks/scenarios/scenario';
import { SCENARIO_STORAGE_KEY } from '../mocks/scenarios/store';

/** The mock server the `http-backend` project points the build at (playwright.config.ts). */
export const MOCK_SERVER_URL = process.env.E2E_MOCK_SERVER_URL ?? 'http://127.0.0.1:4010';

/**
 * Every test starts from the seed. With in-browser mocks each test has a new
 * browser context (fresh IndexedDB); the shared HTTP mock server is reset here.
 */

export interface MockScenarioOption {
  /**
   * A scenario every test of the project starts with, in the `?mock=` syntax (docs/mock-backend.md), e.g.
   * `proposed:off` for today's backend. Set per project (playwright.config.ts) or for a whole run with
   * `E2E_MOCK_SCENARIO`. A test that sets its own `?mock=` replaces it.
   */
  mockScenario: string;
}

export const test = base.extend<
  { freshBackend: void; noUncaughtErrors: void; startScenario: void },
  MockScenarioOption
>({
  mockScenario: [process.env.E2E_MOCK_SCENARIO ?? '', { option: true, scope: 'worker' }],
  startScenario: [
    async ({ page, request, mockScenario }, use, testInfo) => {
      if (mockScenario && testInfo.project.name === 'http-backend') {
        const response = await request.post(`${MOCK_SERVER_URL}/__mock/scenario`, { data: { mock: mockScenario } });
        expect(response.ok(), 'mock server scenario').toBe(true);
      } else if (mockScenario) {
        // Before the app's scripts on every page of the test; a test's own ?mock= (or a scenario already set) wins.
        await page.addInitScript(
          ({ key, state }) => {
            if (new URLSearchParams(window.location.search).has('mock') || window.sessionStorage.getItem(key) !== null)
              return;
            window.sessionStorage.setItem(key, state);
          },
          { key: SCENARIO_STORAGE_KEY, state: JSON.stringify(parseScenario(mockScenario).state) },
        );
      }
      await use();
    },
    { auto: true },
  ],

  /** Every journey fails on an uncaught page error, in both backend modes. */
  noUncaughtErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  freshBackend: [
    async ({ request }, use, testInfo) => {
      if (testInfo.project.name === 'http-backend') {
        const response = await request.post(`${MOCK_SERVER_URL}/__mock/reset`);
        expect(response.ok(), 'mock server reset').toBe(true);
      }
      await use();
    },
    { auto: true },
  ],
});

/**
 * Whether a project's scenario is today's backend (`proposed:off`: nothing proposed), not one that only turns a
 * tag's proposal off (`proposed:off:Gateway`).
 */
export function isTodaysBackend(mockScenario: string): boolean {
  return parseScenario(mockScenario).state.proposedOff === true;
}

/** Whether a project's scenario offers payments by gateway (not today's backend, not `proposed:off:Gateway`). */
export function offersGateway(mockScenario: string): boolean {
  return !isProposedTagOff(parseScenario(mockScenario).state, 'Gateway');
}

/**
 * Whether a project's scenario offers the shop's words, the message templates and the bunga papan composer (not
 * today's backend, not `proposed:off:MessageTemplates`).
 */
export function offersWords(mockScenario: string): boolean {
  return !isProposedTagOff(parseScenario(mockScenario).state, 'MessageTemplates');
}

/** A suffix that makes names created by a test unique (no clock involved). */
export function uniqueSuffix(): string {
  return crypto.randomUUID().slice(0, 8);
}

export { expect };
