import { describe, expect, it } from 'vitest';
import { defaultScenario, forcedStatus, normalizeScenario, parseScenario, serializeScenario } from './scenario';
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

describe('scenario helpers', () => {
  it('a specific error wins over *', () => {
    const state = parseScenario('error:*:503,error:getKas:404').state;
    expect(forcedStatus(state, 'getKas')).toBe(404);
    expect(forcedStatus(state, 'login')).toBe(503);
    expect(forcedStatus(defaultScenario(), 'login')).toBeUndefined();
  });

  it('normalizes untrusted input', () => {
    expect(normalizeScenario({ latencyMs: -5, errors: { a: 200, b: 503, '': 500 }, empty: 'yes' as unknown as boolean })).toEqual({
      latencyMs: 0,
      errors: { b: 503 },
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

    resetScenario();
    expect(data.has(SCENARIO_STORAGE_KEY)).toBe(false);
    expect(getScenario()).toEqual(defaultScenario());
    bindScenarioStorage(null);
  });
});
