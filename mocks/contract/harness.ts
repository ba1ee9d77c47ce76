import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import '../runtime/loadOpenApi.vite';
import { shopToday } from '../../src/lib/dates/shopClock';
import { mockServer, resetMockBackend, setScenario } from '../node';
import { getOperation } from '../runtime/operations';
import { validateResponse } from './responseValidator';

/**
 * Test harness of the contract suite: talks HTTP through `fetch` to a base
 * URL. In-process (default) that is the msw node server on
 * http://mock.test; with CONTRACT_BASE_URL set it is a running mock server
 * (`npm run test:contract -- --base-url …` or `--start-server`), reset
 * through `POST /__mock/reset` before each test.
 */

export const EXTERNAL_BASE_URL = process.env.CONTRACT_BASE_URL?.replace(/\/+$/, '') || null;
export const BASE_URL = EXTERNAL_BASE_URL ?? 'http://mock.test';
export const OWNER = { username: 'owner', password: 'owner123' };

/** Registers the backend lifecycle hooks for a test file. */
export function setupMockBackend(): void {
  beforeAll(() => {
    if (!EXTERNAL_BASE_URL) mockServer.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(async () => {
    if (EXTERNAL_BASE_URL) {
      const response = await fetch(`${EXTERNAL_BASE_URL}/__mock/reset`, { method: 'POST' });
      if (response.status !== 204) throw new Error(`POST /__mock/reset answered ${response.status}`);
    } else {
      await resetMockBackend();
    }
  });
  afterAll(() => {
    if (!EXTERNAL_BASE_URL) mockServer.close();
  });
}

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** raw body text sent as JSON (for malformed JSON tests) */
  rawBody?: string;
  form?: FormData;
  /** a token, or null to send none; `undefined` = log in when the operation is secured */
  token?: string | null;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  /** parsed JSON; undefined for an empty body; ArrayBuffer for binary content */
  body: T;
}

let cachedToken: { baseUrl: string; token: string } | null = null;

/** A token from `POST /auth/login` (tokens are stateless, so one per run is enough). */
export async function login(username = OWNER.username, password = OWNER.password): Promise<string> {
  const isOwner = username === OWNER.username && password === OWNER.password;
  if (isOwner && cachedToken?.baseUrl === BASE_URL) return cachedToken.token;
  const response = await fetch(`${BASE_URL}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`login as ${username} answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  if (isOwner) cachedToken = { baseUrl: BASE_URL, token };
  return token;
}

/** The URL of an operation with its path parameters filled in. */
export function operationUrl(operationId: string, input: Pick<CallInput, 'params' | 'query'> = {}): string {
  const operation = getOperation(operationId);
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${operationId}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) search.set(name, String(value));
  const query = search.toString();
  return `${BASE_URL}${path}${query ? `?${query}` : ''}`;
}

async function parseBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204) return undefined;
  if (type.includes('json')) {
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  }
  const buffer = await response.arrayBuffer();
  if (buffer.byteLength === 0) return undefined;
  return type.startsWith('text/') ? new TextDecoder().decode(buffer) : buffer;
}

/** Calls an operation by its operationId (method and path from the yaml). */
export async function call<T = unknown>(operationId: string, input: CallInput = {}): Promise<CallResult<T>> {
  const operation = getOperation(operationId);
  const headers = new Headers(input.headers);
  const token = input.token === undefined ? (operation.secured ? await login() : null) : input.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (input.form) body = input.form;
  else if (input.rawBody !== undefined || input.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = input.rawBody ?? JSON.stringify(input.body);
  }
  const response = await fetch(operationUrl(operationId, input), { method: operation.method, headers, body });
  return { status: response.status, headers: response.headers, body: (await parseBody(response)) as T };
}

/** Asserts the documented status and that the body matches the yaml's schema for it. */
export function expectContract(operationId: string, result: CallResult, status: number): void {
  expect(result.status, `${operationId} answered ${result.status}: ${JSON.stringify(result.body)?.slice(0, 400)}`).toBe(
    status,
  );
  if (result.body instanceof ArrayBuffer) {
    expect(result.body.byteLength).toBeGreaterThan(0);
    return;
  }
  expect(
    validateResponse(operationId, result.status, result.body).errors,
    `${operationId} ${status} body breaks the schema`,
  ).toEqual([]);
}

/** Asserts a 400 ValidationProblem naming (at least) `fields`. */
export function expectValidationProblem(operationId: string, result: CallResult, fields: string[]): void {
  expectContract(operationId, result, 400);
  const body = result.body as { type: string; title: string; status: number; errors: Record<string, string[]> };
  expect(body).toMatchObject({ title: 'One or more validation errors occurred.', status: 400 });
  expect(typeof body.type).toBe('string');
  for (const field of fields) {
    expect(
      Object.keys(body.errors),
      `errors of ${operationId} should name ${field}: ${JSON.stringify(body.errors)}`,
    ).toContain(field);
    expect(body.errors[field].length).toBeGreaterThan(0);
    for (const message of body.errors[field]) expect(typeof message).toBe('string');
  }
}

/** Asserts a Problem body with `status`. */
export function expectProblem(operationId: string, result: CallResult, status: number): void {
  expectContract(operationId, result, status);
  expect(result.body).toMatchObject({ status, title: expect.any(String), type: expect.any(String) });
}

// ------------------------------------------------------------ fixtures

export async function firstId<T extends Record<string, unknown>>(
  operationId: string,
  key: keyof T & string,
): Promise<number> {
  const result = await call<T[]>(operationId);
  if (result.status !== 200 || !Array.isArray(result.body) || result.body.length === 0) {
    throw new Error(`${operationId} gave no rows to pick an id from`);
  }
  return result.body[0][key] as number;
}

/** Today on the shop's calendar (the backend's "today"), whatever the zone of the machine running the suite. */
export function todayInShop(): string {
  return shopToday();
}

/** Sets the scenario (`?mock=` syntax) in-process or through `POST /__mock/scenario`. */
export async function setBackendScenario(mock: string): Promise<void> {
  if (!EXTERNAL_BASE_URL) {
    setScenario(mock);
    return;
  }
  const response = await fetch(`${EXTERNAL_BASE_URL}/__mock/scenario`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mock }),
  });
  if (response.status !== 200) throw new Error(`POST /__mock/scenario answered ${response.status}`);
}

/** A fresh Idempotency-Key header. */
export const idempotencyKey = () => ({ 'Idempotency-Key': crypto.randomUUID() });
