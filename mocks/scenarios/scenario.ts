/**
 * Scenario controls of the mock backend: added latency, forced error
 * statuses per operation, and an "empty database" view.
 *
 * URL syntax (`?mock=…`, comma-separated, case-insensitive keywords):
 *   latency:<ms>                 add <ms> milliseconds to every response (0–60000)
 *   error:<operationId>:<status> answer that operation with <status> (400–599)
 *   error:*:<status>             answer every operation with <status>
 *   empty                        lists answer empty and gets 404, data untouched
 *   off                          clear everything (also `?mock=off` alone)
 * e.g. `?mock=latency:800,error:listFlowerCategories:500,error:*:503,empty`.
 * A more specific `error:<operationId>` wins over `error:*`.
 */

export const ALL_OPERATIONS = '*';
export const MAX_LATENCY_MS = 60_000;

export interface ScenarioState {
  latencyMs: number;
  /** forced status per operationId, or '*' for every operation */
  errors: Record<string, number>;
  empty: boolean;
}

export function defaultScenario(): ScenarioState {
  return { latencyMs: 0, errors: {}, empty: false };
}

export function isDefaultScenario(state: ScenarioState): boolean {
  return state.latencyMs === 0 && !state.empty && Object.keys(state.errors).length === 0;
}

export function isErrorStatus(status: number): boolean {
  return Number.isInteger(status) && status >= 400 && status <= 599;
}

export interface ParsedScenario {
  state: ScenarioState;
  /** tokens that were not understood (ignored) */
  warnings: string[];
}

/** Parses the `mock` query value. Unknown tokens are reported and ignored. */
export function parseScenario(text: string): ParsedScenario {
  let state = defaultScenario();
  const warnings: string[] = [];
  const tokens = text
    .split(/[,;\s]+/)
    .map((token) => token.trim())
    .filter(Boolean);
  for (const token of tokens) {
    const [rawKeyword, ...rest] = token.split(':');
    const keyword = rawKeyword.toLowerCase();
    if ((keyword === 'off' || keyword === 'reset' || keyword === 'none') && rest.length === 0) {
      state = defaultScenario();
    } else if (keyword === 'empty' && rest.length <= 1) {
      const value = rest[0]?.toLowerCase();
      if (value === undefined || value === 'true' || value === 'on') state.empty = true;
      else if (value === 'false' || value === 'off') state.empty = false;
      else warnings.push(token);
    } else if (keyword === 'latency' && rest.length === 1 && /^\d+$/.test(rest[0])) {
      state.latencyMs = Math.min(Number(rest[0]), MAX_LATENCY_MS);
    } else if (keyword === 'error' && rest.length === 2 && rest[0] && /^\d{3}$/.test(rest[1]) && isErrorStatus(Number(rest[1]))) {
      const operation = rest[0] === 'all' ? ALL_OPERATIONS : rest[0];
      state.errors = { ...state.errors, [operation]: Number(rest[1]) };
    } else if (keyword === 'error' && rest.length === 2 && rest[0] && /^(none|off|0)$/i.test(rest[1])) {
      const operation = rest[0] === 'all' ? ALL_OPERATIONS : rest[0];
      const { [operation]: _removed, ...others } = state.errors;
      state.errors = others;
    } else {
      warnings.push(token);
    }
  }
  return { state, warnings };
}

/** The state in the `?mock=` syntax ('' for the default state). */
export function serializeScenario(state: ScenarioState): string {
  const tokens: string[] = [];
  if (state.latencyMs > 0) tokens.push(`latency:${state.latencyMs}`);
  const entries = Object.entries(state.errors).sort(([a], [b]) =>
    a === ALL_OPERATIONS ? 1 : b === ALL_OPERATIONS ? -1 : a.localeCompare(b),
  );
  for (const [operation, status] of entries) tokens.push(`error:${operation}:${status}`);
  if (state.empty) tokens.push('empty');
  return tokens.join(',');
}

/** Cleans a partial state from an untrusted source (storage, POST body, panel). */
export function normalizeScenario(input: Partial<ScenarioState> | null | undefined): ScenarioState {
  const state = defaultScenario();
  if (!input || typeof input !== 'object') return state;
  const latency = Number(input.latencyMs);
  if (Number.isFinite(latency) && latency > 0) state.latencyMs = Math.min(Math.round(latency), MAX_LATENCY_MS);
  if (input.errors && typeof input.errors === 'object') {
    for (const [operation, status] of Object.entries(input.errors)) {
      const code = Number(status);
      if (operation && isErrorStatus(code)) state.errors[operation] = code;
    }
  }
  state.empty = input.empty === true;
  return state;
}

/** The forced status for an operation, if any. */
export function forcedStatus(state: ScenarioState, operationId: string): number | undefined {
  return state.errors[operationId] ?? state.errors[ALL_OPERATIONS];
}
