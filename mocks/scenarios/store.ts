import { defaultScenario, isProposedTagOff, normalizeScenario, parseScenario, type ScenarioState } from './scenario';

/**
 * The current scenario of this runtime. In the browser it is bound to
 * sessionStorage, so it survives navigation and reloads within the tab;
 * elsewhere (tests, HTTP server) it lives in memory.
 */

export const SCENARIO_STORAGE_KEY = 'fleur.mockScenario';

type Listener = (state: ScenarioState) => void;

let current: ScenarioState = defaultScenario();
let storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = null;
const listeners = new Set<Listener>();

function save() {
  if (!storage) return;
  try {
    storage.setItem(SCENARIO_STORAGE_KEY, JSON.stringify(current));
  } catch {
    /* storage full or unavailable: the scenario lasts for this page only */
  }
}

function notify() {
  for (const listener of listeners) listener(current);
}

export function getScenario(): ScenarioState {
  return current;
}

/** Whether the scenario leaves out the proposed fields of an openapi.yaml tag (scenario.ts, isProposedTagOff). */
export const isTagHidden = (tag: string) => isProposedTagOff(current, tag);

/**
 * Replaces the scenario: a state object (missing fields take their defaults)
 * or a string in the `?mock=` syntax.
 */
export function setScenario(next: Partial<ScenarioState> | string): ScenarioState {
  current = typeof next === 'string' ? parseScenario(next).state : normalizeScenario(next);
  save();
  notify();
  return current;
}

export function resetScenario(): void {
  current = defaultScenario();
  if (storage) {
    try {
      storage.removeItem(SCENARIO_STORAGE_KEY);
    } catch {
      /* ignore */
    }
  }
  notify();
}

/** Binds the scenario to a storage (sessionStorage) and loads what it holds. */
export function bindScenarioStorage(next: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null): void {
  storage = next;
  if (!storage) return;
  try {
    const raw = storage.getItem(SCENARIO_STORAGE_KEY);
    current = raw ? normalizeScenario(JSON.parse(raw) as Partial<ScenarioState>) : defaultScenario();
  } catch {
    current = defaultScenario();
  }
  notify();
}

export function subscribeScenario(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
