/**
 * The buttons tapped before the app's root existed, as the prerendered page's start script kept them
 * (scripts/vite/startScript.mjs: each once, in the order tapped). Taking them ends the keeping.
 */
function takeEarlyClicks(): HTMLButtonElement[] {
  const take = (window as { __earlyClicks?: () => HTMLButtonElement[] }).__earlyClicks;
  return take ? take() : [];
}

interface Fiber {
  alternate: Fiber | null;
  flags: number;
  return: Fiber | null;
  tag: number;
}

/** React's flags of a fiber not yet committed: placed (`Placement`) or being hydrated (`Hydrating`). */
const NOT_COMMITTED = 0b10 | 0b1_0000_0000_0000;
const HOST_ROOT = 3;

/**
 * Whether React answers a click on the element now: its node is React's and committed. React marks a node as its own
 * (its `__reactFiber$…` and `__reactProps$…` keys) while it renders the hydration, before the part is committed, and
 * drops a click on it until then. This is React's own test before it dispatches an event (`getNearestMountedFiber`);
 * earlyClicks.test.tsx pins it against the React the app runs.
 */
function isCommitted(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  const fiber = key ? (element as unknown as Record<string, Fiber | undefined>)[key] : undefined;
  if (!fiber) return false;
  let nearestMounted: Fiber | null = fiber;
  let node = fiber;
  for (let next: Fiber | null = fiber; next && !next.alternate; next = node.return) {
    node = next;
    if (node.flags & NOT_COMMITTED) nearestMounted = node.return;
  }
  while (node.return) node = node.return;
  return node.tag === HOST_ROOT && nearestMounted === fiber;
}

/** How long a kept tap waits for its part of the page to be committed before it is given up. */
const HYDRATION_WAIT_MS = 15_000;

const usable = (button: HTMLButtonElement) => button.isConnected && !button.disabled;

/**
 * Clicks a kept button again for the app. A click on a part React has not hydrated makes React hydrate that part
 * first, at once, and answer there; but when the part cannot be committed yet (its code, or code after it in the
 * same part, still on its way) React drops the click. Then the button is clicked again, once, as soon as its part
 * is committed: a click React answered is never repeated (a menu would open and close).
 */
function replay(button: HTMLButtonElement): void {
  if (!usable(button)) return;
  button.click();
  if (isCommitted(button)) return;
  const giveUpAt = performance.now() + HYDRATION_WAIT_MS;
  const retry = () => {
    if (!usable(button) || performance.now() > giveUpAt) return;
    if (isCommitted(button)) button.click();
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
