import { isIsoDay, parseShopInstant } from '../../src/lib/dates/shopClock';

/**
 * Scenario controls of the mock backend: added latency, forced error
 * statuses per operation, an "empty database" view, and the backend's clock.
 *
 * URL syntax (`?mock=…`, comma-separated, case-insensitive keywords):
 *   latency:<ms>                 add <ms> milliseconds to every response (0–60000)
 *   error:<operationId>:<status> answer that operation with <status> (400–599)
 *   error:<operationId>:timeout  give that operation no answer: the connection drops, as a timed-out call
 *                                does (the app sees a network error), after the latency if one is set
 *   error:*:<status>             answer every operation with <status> (or `timeout`)
 *   empty                        lists answer empty and gets 404, data untouched
 *   clock:<instant>              the backend's now() starts at <instant> and runs on in real time;
 *                                ISO 8601, e.g. 2026-12-24T12:30:00+07:00 (without an offset: shop
 *                                wall-clock time; a plain YYYY-MM-DD: the shop's midnight);
 *                                clock:off returns to the real clock
 *   proposed:off                 the backend as it is today: every operation openapi.yaml marks
 *                                `x-proposed` answers 404 (proposed:on undoes it)
 *   proposed:off:<Tag>           only the proposed operations of one openapi.yaml tag answer 404, and the
 *                                tag's proposed fields are left out (e.g. proposed:off:Gateway: a backend with
 *                                everything proposed but payments by gateway); proposed:on:<Tag> undoes it
 *   off                          clear everything (also `?mock=off` alone)
 * e.g. `?mock=latency:800,error:listFlowerCategories:500,error:*:503,empty`.
 * A more specific `error:<operationId>` wins over `error:*`.
 */

export const ALL_OPERATIONS = '*';
/** A forced failure without an answer: the connection drops, as a call that timed out does. */
export const TIMEOUT = 'timeout';

/** What the scenario makes an operation fail with: an HTTP status (400–599), or no answer at all. */
export type ForcedError = number | typeof TIMEOUT;
export const MAX_LATENCY_MS = 60_000;
/** An openapi.yaml tag's name, as `proposed:off:<Tag>` takes it. */
const TAG = /^[A-Za-z][A-Za-z0-9]{0,40}$/;

/** A pinned clock: the backend's now() is `start` plus the real time elapsed since `pinnedAt`. */
export interface ScenarioClock {
  /** the instant the clock was set to, ISO 8601 UTC */
  start: string;
  /** the real time (epoch ms) it was set at */
  pinnedAt: number;
}

export interface ScenarioState {
  latencyMs: number;
  /** forced status (or `timeout`) per operationId, or '*' for every operation */
  errors: Record<string, ForcedError>;
  empty: boolean;
  /** absent: the backend's own clock */
  clock?: ScenarioClock;
  /** true: the operations marked `x-proposed` answer 404, as today's backend does */
  proposedOff?: boolean;
  /** openapi.yaml tags whose proposed operations answer 404 (and whose proposed fields are left out) */
  proposedOffTags?: string[];
}

export function defaultScenario(): ScenarioState {
  return { latencyMs: 0, errors: {}, empty: false };
}

export function isDefaultScenario(state: ScenarioState): boolean {
  return (
    state.latencyMs === 0 &&
    !state.empty &&
    Object.keys(state.errors).length === 0 &&
    !state.clock &&
    !state.proposedOff &&
    !state.proposedOffTags?.length
  );
}

const CLOCK_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * The instant of a `clock:` value as ISO 8601 UTC, or null when it is not one: a date-time with `Z` or an
 * offset (`+07:00`, `+0700`), a date-time without (shop wall-clock time), or a plain day (the shop's midnight).
 */
export function parseClockInstant(text: string): string | null {
  const value = text.trim().toUpperCase();
  if (!CLOCK_INSTANT.test(value) || !isIsoDay(value.slice(0, 10))) return null;
  const instant = parseShopInstant(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** The clock's current time: its start plus the real time elapsed since it was pinned. */
export function scenarioNow(clock: ScenarioClock, realNow: number = Date.now()): Date {
  return new Date(Date.parse(clock.start) + Math.max(0, realNow - clock.pinnedAt));
}

/** How far the clock runs from the real one, in ms (`start` − `pinnedAt`); 0 without a clock. */
export function scenarioClockOffset(clock: ScenarioClock | undefined): number {
  return clock ? Date.parse(clock.start) - clock.pinnedAt : 0;
}

/**
 * A clock from untrusted input: an instant's text, or `{ start, pinnedAt }`; pinned at `realNow` when that is
 * missing.
 */
function normalizeClock(input: unknown, realNow: number): ScenarioClock | undefined {
  const candidate = typeof input === 'string' ? { start: input } : input;
  if (!candidate || typeof candidate !== 'object') return undefined;
  const { start, pinnedAt } = candidate as Partial<Record<keyof ScenarioClock, unknown>>;
  const instant = typeof start === 'string' ? parseClockInstant(start) : null;
  if (!instant) return undefined;
  const pinned = Number(pinnedAt);
  return { start: instant, pinnedAt: typeof pinnedAt === 'number' && Number.isFinite(pinned) ? pinned : realNow };
}

/** A query value has its `+` decoded as a space: `clock:…T12:30:00 07:00` gets its offset back. */
const SPLIT_OFFSET = /(clock:\d{4}-\d{2}-\d{2}T[\d:.]+) (\d{2}:?\d{2})(?=$|[,;\s])/gi;

export function isErrorStatus(status: number): boolean {
  return Number.isInteger(status) && status >= 400 && status <= 599;
}

/** A forced error from untrusted input (`500`, `"503"`, `"timeout"`), or undefined when it is none. */
export function forcedErrorOf(value: unknown): ForcedError | undefined {
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === TIMEOUT) return TIMEOUT;
    return /^\d{3}$/.test(text) && isErrorStatus(Number(text)) ? Number(text) : undefined;
  }
  return typeof value === 'number' && isErrorStatus(value) ? value : undefined;
}

export interface ParsedScenario {
  state: ScenarioState;
  /** tokens that were not understood (ignored) */
  warnings: string[];
}

/** Parses the `mock` query value. Unknown tokens are reported and ignored. A `clock:` is pinned at `realNow`. */
export function parseScenario(text: string, realNow: number = Date.now()): ParsedScenario {
  let state = defaultScenario();
  const warnings: string[] = [];
  const tokens = text
    .replace(SPLIT_OFFSET, '$1+$2')
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
    } else if (keyword === 'error' && rest.length === 2 && rest[0] && forcedErrorOf(rest[1]) !== undefined) {
      const operation = rest[0] === 'all' ? ALL_OPERATIONS : rest[0];
      state.errors = { ...state.errors, [operation]: forcedErrorOf(rest[1])! };
    } else if (keyword === 'error' && rest.length === 2 && rest[0] && /^(none|off|0)$/i.test(rest[1])) {
      const operation = rest[0] === 'all' ? ALL_OPERATIONS : rest[0];
      const { [operation]: _removed, ...others } = state.errors;
      state.errors = others;
    } else if (keyword === 'proposed' && rest.length === 1 && /^(off|on)$/i.test(rest[0])) {
      if (rest[0].toLowerCase() === 'off') state.proposedOff = true;
      else delete state.proposedOff;
    } else if (keyword === 'proposed' && rest.length === 2 && /^(off|on)$/i.test(rest[0]) && TAG.test(rest[1])) {
      const others = (state.proposedOffTags ?? []).filter((tag) => tag.toLowerCase() !== rest[1].toLowerCase());
      const tags = rest[0].toLowerCase() === 'off' ? [...others, rest[1]] : others;
      if (tags.length > 0) state.proposedOffTags = tags;
      else delete state.proposedOffTags;
    } else if (keyword === 'clock' && /^(off|none)$/i.test(rest.join(':'))) {
      delete state.clock;
    } else if (keyword === 'clock' && parseClockInstant(rest.join(':'))) {
      state.clock = { start: parseClockInstant(rest.join(':'))!, pinnedAt: realNow };
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
  if (state.clock) tokens.push(`clock:${state.clock.start}`);
  if (state.proposedOff) tokens.push('proposed:off');
  for (const tag of state.proposedOffTags ?? []) tokens.push(`proposed:off:${tag}`);
  return tokens.join(',');
}

/**
 * Cleans a partial state from an untrusted source (storage, POST body, panel). A clock may be given as an
 * instant's text (`"clock": "2026-12-24T12:30:00+07:00"`, pinned at `realNow`) or as a pinned clock.
 */
export function normalizeScenario(
  input: Partial<ScenarioState> | null | undefined,
  realNow: number = Date.now(),
): ScenarioState {
  const state = defaultScenario();
  if (!input || typeof input !== 'object') return state;
  const latency = Number(input.latencyMs);
  if (Number.isFinite(latency) && latency > 0) state.latencyMs = Math.min(Math.round(latency), MAX_LATENCY_MS);
  if (input.errors && typeof input.errors === 'object') {
    for (const [operation, status] of Object.entries(input.errors)) {
      const forced = forcedErrorOf(status);
      if (operation && forced !== undefined) state.errors[operation] = forced;
    }
  }
  state.empty = input.empty === true;
  const clock = normalizeClock(input.clock, realNow);
  if (clock) state.clock = clock;
  if (input.proposedOff === true) state.proposedOff = true;
  const tags = Array.isArray(input.proposedOffTags)
    ? input.proposedOffTags.filter((tag): tag is string => typeof tag === 'string' && TAG.test(tag))
    : [];
  if (tags.length > 0) state.proposedOffTags = [...new Set(tags)];
  return state;
}

/** Whether a tag's proposed operations and fields are off: under `proposed:off`, or `proposed:off:<Tag>`. */
export function isProposedTagOff(state: ScenarioState, tag: string | null): boolean {
  if (state.proposedOff) return true;
  const wanted = tag?.toLowerCase();
  return !!wanted && (state.proposedOffTags ?? []).some((each) => each.toLowerCase() === wanted);
}

/**
 * The forced status (or `timeout`) for an operation, if any; a proposed operation (`proposed`) answers 404 under
 * `proposed:off`, or `proposed:off:<its tag>`.
 */
export function forcedStatus(
  state: ScenarioState,
  operationId: string,
  proposed = false,
  tag: string | null = null,
): ForcedError | undefined {
  return state.errors[operationId] ?? (proposed && isProposedTagOff(state, tag) ? 404 : state.errors[ALL_OPERATIONS]);
}
