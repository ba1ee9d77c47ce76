import { describe, expect, it } from 'vitest';
import {
  defaultScenario,
  forcedStatus,
  isDefaultScenario,
  normalizeScenario,
  parseClockInstant,
  parseScenario,
  scenarioClockOffset,
  scenarioNow,
  serializeScenario,
} from './scenario';
import { bindScenarioStorage, getScenario, resetScenario, SCENARIO_STORAGE_KEY, setScenario } from './store';

describe('parseScenario', () => {
  it('reads the documented example', () => {
    expect(parseScenario('latency:800,error:listFlowerCategories:500,error:*:503,empty')).toEqual({
      state: { latencyMs: 800, errors: { listFlowerCategories: 500, '*': 503 }, empty: true },
      warnings: [],
    });
  });

  it('"off" clears everything before it', () => {
    expect(parseScenario('off').state).toEqual(defaultScenario());
    expect(parseScenario('latency:100,off,empty').state).toEqual({ latencyMs: 0, errors: {}, empty: true });
  });

  it('accepts "all" for every operation and removes errors with :none', () => {
    expect(parseScenario('error:all:500').state.errors).toEqual({ '*': 500 });
    expect(parseScenario('error:getKas:500,error:getKas:none').state.errors).toEqual({});
  });

  it('reads error:<op>:timeout (no answer at all), also for every operation, and writes it back', () => {
    const { state, warnings } = parseScenario('error:getDeliverySettings:timeout,error:all:TIMEOUT');
    expect(warnings).toEqual([]);
    expect(state.errors).toEqual({ getDeliverySettings: 'timeout', '*': 'timeout' });
    expect(forcedStatus(state, 'getDeliverySettings', true)).toBe('timeout');
    expect(forcedStatus(state, 'login')).toBe('timeout');
    expect(serializeScenario(state)).toBe('error:getDeliverySettings:timeout,error:*:timeout');
    expect(parseScenario('error:getKas:timeout,error:getKas:none').state.errors).toEqual({});
    expect(parseScenario('error:getKas:hang').warnings).toEqual(['error:getKas:hang']);
  });

  it('ignores and reports tokens it does not understand', () => {
    const parsed = parseScenario('latency:abc,error:getKas:200,error:getKas,bogus,empty:maybe,latency:50');
    expect(parsed.state).toEqual({ latencyMs: 50, errors: {}, empty: false });
    expect(parsed.warnings).toEqual(['latency:abc', 'error:getKas:200', 'error:getKas', 'bogus', 'empty:maybe']);
  });

  it('caps latency at one minute', () => {
    expect(parseScenario('latency:999999').state.latencyMs).toBe(60_000);
  });

  it('round-trips through serializeScenario', () => {
    const text = 'latency:800,error:listFlowerCategories:500,error:*:503,empty';
    expect(serializeScenario(parseScenario(text).state)).toBe(text);
    expect(serializeScenario(defaultScenario())).toBe('');
  });
});

describe('clock scenario', () => {
  const PINNED_AT = 1_700_000_000_000;

  it('reads clock:<instant> and pins it at the real time of parsing', () => {
    const { state, warnings } = parseScenario('clock:2026-12-24T12:30:00+07:00', PINNED_AT);
    expect(warnings).toEqual([]);
    expect(state.clock).toEqual({ start: '2026-12-24T05:30:00.000Z', pinnedAt: PINNED_AT });
    expect(isDefaultScenario(state)).toBe(false);
  });

  it('accepts Z, offsets with or without a colon, shop wall-clock time and a plain day', () => {
    expect(parseClockInstant('2026-12-24T05:30:00Z')).toBe('2026-12-24T05:30:00.000Z');
    expect(parseClockInstant('2026-12-24t05:30z')).toBe('2026-12-24T05:30:00.000Z');
    expect(parseClockInstant('2026-12-24T12:30:00.250+0700')).toBe('2026-12-24T05:30:00.250Z');
    expect(parseClockInstant('2026-12-24T12:30')).toBe('2026-12-24T05:30:00.000Z'); // Asia/Jakarta wall clock
    expect(parseClockInstant('2026-12-24')).toBe('2026-12-23T17:00:00.000Z'); // the shop's midnight
  });

  it('refuses what is not an instant', () => {
    for (const text of [
      '2026-02-30T10:00:00Z',
      '2026-12-24T25:00:00Z',
      'tomorrow',
      '1735000000000',
      '2026-12-24T12:30:00+07:00:00',
      '',
    ]) {
      expect(parseClockInstant(text), text).toBeNull();
    }
    const parsed = parseScenario('clock:besok,clock:2026-13-01,latency:10', PINNED_AT);
    expect(parsed.warnings).toEqual(['clock:besok', 'clock:2026-13-01']);
    expect(parsed.state).toEqual({ latencyMs: 10, errors: {}, empty: false });
  });

  it("gets back the offset's + that a query string decoded as a space", () => {
    const query = new URLSearchParams('mock=clock:2026-12-24T12:30:00+07:00,latency:5').get('mock')!;
    expect(query).toBe('clock:2026-12-24T12:30:00 07:00,latency:5');
    const { state, warnings } = parseScenario(query, PINNED_AT);
    expect(warnings).toEqual([]);
    expect(state).toEqual({
      latencyMs: 5,
      errors: {},
      empty: false,
      clock: { start: '2026-12-24T05:30:00.000Z', pinnedAt: PINNED_AT },
    });
  });

  it('clock:off and off remove the clock', () => {
    expect(parseScenario('clock:2026-12-24T12:30:00Z,clock:off', PINNED_AT).state.clock).toBeUndefined();
    expect(parseScenario('clock:2026-12-24T12:30:00Z,off', PINNED_AT).state).toEqual(defaultScenario());
  });

  it('serializes as clock:<UTC instant> and round-trips', () => {
    const state = parseScenario('empty,clock:2026-12-24T12:30:00+07:00', PINNED_AT).state;
    expect(serializeScenario(state)).toBe('empty,clock:2026-12-24T05:30:00.000Z');
    expect(parseScenario(serializeScenario(state), PINNED_AT).state).toEqual(state);
  });

  it('normalizes a clock given as text (pinned now) or as a pinned clock (kept), drops a bad one', () => {
    expect(normalizeScenario({ clock: '2026-12-24T12:30:00+07:00' } as never, PINNED_AT).clock).toEqual({
      start: '2026-12-24T05:30:00.000Z',
      pinnedAt: PINNED_AT,
    });
    expect(normalizeScenario({ clock: { start: '2026-12-24T05:30:00.000Z', pinnedAt: 42 } }, PINNED_AT).clock).toEqual({
      start: '2026-12-24T05:30:00.000Z',
      pinnedAt: 42,
    });
    expect(
      normalizeScenario({ clock: { start: '2026-12-24T05:30:00Z', pinnedAt: 'x' as never } }, PINNED_AT).clock
        ?.pinnedAt,
    ).toBe(PINNED_AT);
    expect(normalizeScenario({ clock: { start: 'nope', pinnedAt: 1 } }, PINNED_AT)).toEqual(defaultScenario());
    expect('clock' in normalizeScenario({ latencyMs: 5 })).toBe(false);
  });

  it('runs on from its start in real time', () => {
    const clock = { start: '2026-12-24T05:30:00.000Z', pinnedAt: PINNED_AT };
    expect(scenarioNow(clock, PINNED_AT).toISOString()).toBe('2026-12-24T05:30:00.000Z');
    expect(scenarioNow(clock, PINNED_AT + 90_000).toISOString()).toBe('2026-12-24T05:31:30.000Z');
    expect(scenarioNow(clock, PINNED_AT - 5_000).toISOString()).toBe('2026-12-24T05:30:00.000Z');
  });

  it('is an offset from the real clock (0 without a clock)', () => {
    const clock = { start: '2026-12-24T05:30:00.000Z', pinnedAt: PINNED_AT };
    const offset = scenarioClockOffset(clock);
    expect(PINNED_AT + offset).toBe(Date.parse(clock.start));
    expect(PINNED_AT + 90_000 + offset).toBe(scenarioNow(clock, PINNED_AT + 90_000).getTime());
    expect(scenarioClockOffset(undefined)).toBe(0);
  });
});

describe('scenario helpers', () => {
  it('a specific error wins over *', () => {
    const state = parseScenario('error:*:503,error:getKas:404').state;
    expect(forcedStatus(state, 'getKas')).toBe(404);
    expect(forcedStatus(state, 'login')).toBe(503);
    expect(forcedStatus(defaultScenario(), 'login')).toBeUndefined();
  });

  it('proposed:off answers 404 for the proposed operations only; a specific error still wins; proposed:on undoes it', () => {
    const state = parseScenario('proposed:off,error:getDeliveryAvailability:503').state;
    expect(forcedStatus(state, 'getDeliverySettings', true)).toBe(404);
    expect(forcedStatus(state, 'getDeliveryAvailability', true)).toBe(503);
    expect(forcedStatus(state, 'listFlowerCategories', false)).toBeUndefined();
    expect(serializeScenario(state)).toBe('error:getDeliveryAvailability:503,proposed:off');
    expect(parseScenario(serializeScenario(state)).state).toEqual(state);
    expect(parseScenario('proposed:off,proposed:on').state.proposedOff).toBeUndefined();
    expect(normalizeScenario({ proposedOff: true }).proposedOff).toBe(true);
    expect(isDefaultScenario(parseScenario('proposed:off').state)).toBe(false);
  });

  it('normalizes untrusted input', () => {
    expect(
      normalizeScenario({
        latencyMs: -5,
        errors: { a: 200, b: 503, c: 'timeout', d: 'later' as unknown as number, '': 500 },
        empty: 'yes' as unknown as boolean,
      }),
    ).toEqual({
      latencyMs: 0,
      errors: { b: 503, c: 'timeout' },
      empty: false,
    });
  });
});

describe('scenario store', () => {
  it('persists to the bound storage and loads from it', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    bindScenarioStorage(storage);
    setScenario('latency:300,empty');
    expect(JSON.parse(data.get(SCENARIO_STORAGE_KEY)!)).toEqual({ latencyMs: 300, errors: {}, empty: true });

    bindScenarioStorage(null);
    setScenario('off');
    bindScenarioStorage(storage); // a "reload" within the tab
    expect(getScenario()).toEqual({ latencyMs: 300, errors: {}, empty: true });

    setScenario('clock:2026-12-24T12:30:00+07:00');
    const pinned = getScenario().clock;
    bindScenarioStorage(storage); // a reload keeps the clock running from the same pin
    expect(getScenario().clock).toEqual(pinned);

    resetScenario();
    expect(data.has(SCENARIO_STORAGE_KEY)).toBe(false);
    expect(getScenario()).toEqual(defaultScenario());
    bindScenarioStorage(null);
  });
});
