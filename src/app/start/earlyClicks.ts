/**
 * The buttons tapped before the app's root existed, as the prerendered page's start script kept them
 * (scripts/vite/startScript.mjs: each once, in the order tapped). Taking them ends the keeping.
 */
function takeEarlyClicks(): HTMLButtonElement[] {
  const take = (window as { __earlyClicks?: () => HTMLButtonElement[] }).__earlyClicks;
  return take ? take() : [];
}

/**
 * Whether React has hydrated the element: it keeps the element's props on the node then (a `__reactProps$…` key).
 * earlyClicks.test.tsx pins this against the React the app runs.
 */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** How long a kept tap waits for its part of the page to hydrate before it is given up. */
const HYDRATION_WAIT_MS = 15_000;

const usable = (button: HTMLButtonElement) => button.isConnected && !button.disabled;

/**
 * Clicks a kept button again for the app. A click on a part React has not hydrated makes React hydrate that part
 * first, at once, and answer there; but when the part's code is still on its way React cannot, and drops the click.
 * Then the button is clicked again as soon as its part is hydrated.
 */
function replay(button: HTMLButtonElement): void {
  if (!usable(button)) return;
  button.click();
  if (isHydrated(button)) return;
  const giveUpAt = performance.now() + HYDRATION_WAIT_MS;
  const retry = () => {
    if (!usable(button) || performance.now() > giveUpAt) return;
    if (isHydrated(button)) button.click();
    else requestAnimationFrame(retry);
  };
  requestAnimationFrame(retry);
}

/**
 * Clicks again, once the root is hydrating, what the visitor tapped during the start: React hydrates the part
 * that holds the button first (its selective hydration) and answers the click there.
 */
export function replayEarlyClicks(): void {
  for (const button of takeEarlyClicks()) replay(button);
}
