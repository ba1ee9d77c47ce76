import type { Page, Response, TestInfo } from '@playwright/test';
import { MOCK_SERVER_URL } from '../fixtures';

/**
 * Playing the payment gateway in a journey (docs/mock-backend.md#payments-by-gateway): the mock's
 * `POST /__mock/payments/{sessionID}/simulate` sends the session's real notification to the backend's receiver. With
 * in-browser mocks the page's own fetch reaches the worker; against mock:server (`http-backend`) the server is asked.
 */
export interface BackendAnswer<T = unknown> {
  status: number;
  body: T;
}

export async function backendCall<T = unknown>(
  page: Page,
  testInfo: TestInfo,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<BackendAnswer<T>> {
  const method = init.method ?? 'GET';
  const data = init.body === undefined ? undefined : JSON.stringify(init.body);
  if (testInfo.project.name === 'http-backend') {
    const response = await page.request.fetch(`${MOCK_SERVER_URL}${path}`, {
      method,
      data,
      headers: data ? { 'Content-Type': 'application/json' } : {},
    });
    return { status: response.status(), body: (await response.json().catch(() => null)) as T };
  }
  return page.evaluate(
    async ({ path, method, data }) => {
      const response = await fetch(path, {
        method,
        body: data,
        headers: data ? { 'Content-Type': 'application/json' } : {},
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { path, method, data },
  ) as Promise<BackendAnswer<T>>;
}

export interface SimulateAnswer {
  answer: { status: number; body: { outcome?: string; status?: string } | null };
}

export function simulatePayment(
  page: Page,
  testInfo: TestInfo,
  sessionID: number,
  input: { outcome: 'paid' | 'expired' | 'failed'; amount?: number; forged?: boolean },
) {
  return backendCall<SimulateAnswer>(page, testInfo, `/__mock/payments/${sessionID}/simulate`, {
    method: 'POST',
    body: input,
  });
}

/** The next payment session the page opens (its createPaymentSession answer). */
export function nextSession(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/payment-sessions\?/.test(response.url()),
  );
}

export const sessionIdOf = async (response: Promise<Response>) =>
  ((await (await response).json()) as { sessionID: number }).sessionID;

/** The next time the page asks for a session's state (it does every 5 s while one waits). */
export function nextSessionRead(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => response.request().method() === 'GET' && /\/payment-sessions\/\d+\?/.test(response.url()),
  );
}
