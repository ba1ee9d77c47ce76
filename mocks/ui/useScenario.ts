import { useSyncExternalStore } from 'react';
import type { ScenarioState } from '../scenarios/scenario';
import { getScenario, subscribeScenario } from '../scenarios/store';

/** The current mock scenario, re-rendering on every change. */
export function useScenario(): ScenarioState {
  return useSyncExternalStore(subscribeScenario, getScenario, getScenario);
}
