/**
 * Runtime configuration, read once at start-up from `/config.json` so that a
 * single build can be pointed at mocks, staging or production without a
 * rebuild. Build-time defaults come from `VITE_*` variables.
 */
import { DEFAULT_SHOP_TIME_ZONE, isValidTimeZone, setShopTimeZone } from '@/lib/dates/shopClock';
import { readMockOperations } from './mockOperations';

export interface RuntimeConfig {
  /** Serve every call from the in-browser mock backend (MSW service worker). */
  useMocks: boolean;
  /**
   * Hybrid mode (with `useMocks` false): the operationIds of openapi.yaml the in-browser mock answers;
   * every other call goes to the backend. Empty = none (always empty while `useMocks` is on).
   */
  mockOperations: string[];
  /** Base URL of the shop API (`/api/...`). Empty = the app's own origin. */
  shopApiBaseUrl: string;
  /** Base URL of the separate auth backend (`/auth/...`, `/users/...`). Empty = the app's own origin. */
  authApiBaseUrl: string;
  /** Product name used in page titles. */
  productName: string;
  /** IANA zone of the shop's calendar: "today", "tomorrow" and every business date (default Asia/Jakarta). */
  shopTimeZone: string;
}

function envFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return value === 'true' || value === '1';
}

export const buildTimeDefaults: RuntimeConfig = {
  useMocks: envFlag(import.meta.env.VITE_USE_MOCKS, true),
  mockOperations: [],
  shopApiBaseUrl: import.meta.env.VITE_SHOP_API_BASE_URL ?? '',
  authApiBaseUrl: import.meta.env.VITE_AUTH_API_BASE_URL ?? '',
  productName: import.meta.env.VITE_PRODUCT_NAME ?? 'Fleur Florist',
  shopTimeZone: import.meta.env.VITE_SHOP_TIME_ZONE || DEFAULT_SHOP_TIME_ZONE,
};

let current: RuntimeConfig = { ...buildTimeDefaults };
setShopTimeZone(current.shopTimeZone);

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

const listeners = new Set<() => void>();

/** Calls `listener` after every change (a screen that shows a value set after start-up: the hybrid-mode banner). */
export function subscribeRuntimeConfig(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Replaces the configuration (start-up, tests and stories). */
export function setRuntimeConfig(next: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...current, ...next };
  // Everything is mocked with useMocks on: no operation list then (mockOperations.ts).
  if (current.useMocks) current.mockOperations = [];
  current.shopTimeZone = setShopTimeZone(current.shopTimeZone);
  listeners.forEach((listener) => listener());
  return current;
}

function pickKnown(raw: unknown): Partial<RuntimeConfig> {
  if (!raw || typeof raw !== 'object') return {};
  const source = raw as Record<string, unknown>;
  const picked: Partial<RuntimeConfig> = {};
  if (typeof source.useMocks === 'boolean') picked.useMocks = source.useMocks;
  if (typeof source.shopApiBaseUrl === 'string') picked.shopApiBaseUrl = source.shopApiBaseUrl;
  if (typeof source.authApiBaseUrl === 'string') picked.authApiBaseUrl = source.authApiBaseUrl;
  if (typeof source.productName === 'string' && source.productName.trim()) picked.productName = source.productName;
  if (typeof source.shopTimeZone === 'string' && isValidTimeZone(source.shopTimeZone))
    picked.shopTimeZone = source.shopTimeZone;
  const mockOperations = readMockOperations(source.mockOperations, picked.useMocks ?? current.useMocks);
  for (const warning of mockOperations.warnings) console.warn(`[config] ${warning}`);
  picked.mockOperations = mockOperations.operations;
  return picked;
}

/** Where the deployment's `config.json` is read from: beside the app. */
export const RUNTIME_CONFIG_URL = `${import.meta.env.BASE_URL}config.json`;

/**
 * Loads `config.json` next to the app. A missing or broken file keeps the
 * build-time defaults (and says so in the console) rather than blocking start-up.
 */
export async function loadRuntimeConfig(url = RUNTIME_CONFIG_URL): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return setRuntimeConfig(pickKnown(await response.json()));
  } catch (error) {
    console.warn(`[config] ${url} not loaded, using build-time defaults`, error);
    return setRuntimeConfig({});
  }
}

/** Joins a base URL ('' = same origin) and an absolute path. */
export function joinUrl(base: string, path: string): string {
  if (!base) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
