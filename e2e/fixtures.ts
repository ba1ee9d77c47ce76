import { test as base, expect } from '@playwright/test';

/** The mock server the `http-backend` project points the build at (playwright.config.ts). */
export const MOCK_SERVER_URL = process.env.E2E_MOCK_SERVER_URL ?? 'http://127.0.0.1:4010';

/**
 * Every test starts from the seed. With in-browser mocks each test has a new
 * browser context (fresh IndexedDB); the shared HTTP mock server is reset here.
 */
export const test = base.extend<{ freshBackend: void; noUncaughtErrors: void }>({
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

/** A suffix that makes names created by a test unique (no clock involved). */
export function uniqueSuffix(): string {
  return crypto.randomUUID().slice(0, 8);
}

export { expect };
