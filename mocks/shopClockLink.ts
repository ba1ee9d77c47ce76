import { setShopClockOffset } from '../src/lib/dates/shopClock';
import { scenarioClockOffset, type ScenarioState } from './scenarios/scenario';
import { getScenario, subscribeScenario } from './scenarios/store';

/**
 * The app's shop clock follows the scenario's `clock:` (in the browser, mock mode only): `shopNow()`
 * of src/lib/dates/shopClock.ts is moved by the clock's offset now and on every change of the scenario
 * (URL, mock panel, `window.__mockBackend`, reset), so the app's "today" and the mock's agree.
 * Returns what stops following (the offset goes back to 0).
 */
export function followScenarioClock(): () => void {
  const follow = (state: ScenarioState) => setShopClockOffset(scenarioClockOffset(state.clock));
  follow(getScenario());
  const unsubscribe = subscribeScenario(follow);
  return () => {
    unsubscribe();
    setShopClockOffset(0);
  };
}
