import { useEffect, useState, type RefObject } from 'react';
import { whenIdle } from '@/lib/async/whenIdle';
import type { ConfirmStep } from '../components/ConfirmStep';
import type { DetailsSection } from '../components/DetailsSection';

/**
 * Step 2's details form and step 3: their own chunks, with formik, yup and
 * the order form, so a visitor on a phone does not download and run them to
 * see the categories of step 1 (docs/performance.md#start-up-split-of-maintsx).
 * Step 2's products are the wizard's own, so a tap on a category shows them at
 * once. They are fetched once the browser is idle after the wizard shows, or
 * on the visitor's first touch, key or focus in the wizard before that
 * (usePrefetchLaterSteps), so the form does not wait either.
 */
export interface LaterSteps {
  DetailsSection: typeof DetailsSection;
  ConfirmStep: typeof ConfirmStep;
}

let loaded: LaterSteps | null = null;
let loading: Promise<LaterSteps> | null = null;

/** Fetches the steps' code once; a failed fetch is tried again on the next call. */
export function loadLaterSteps(): Promise<LaterSteps> {
  loading ??= Promise.all([import('../components/DetailsSection'), import('../components/ConfirmStep')]).then(
    ([details, confirm]) => (loaded = { DetailsSection: details.DetailsSection, ConfirmStep: confirm.ConfirmStep }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts fetching the steps in the background; a failure shows only when a step needs them. */
export function prefetchLaterSteps(): void {
  loadLaterSteps().catch(() => undefined);
}

const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Prefetches the later steps once the browser is idle after the wizard shows (on a phone, after its start and its
 * first pictures: before a visitor chooses a category), or on the first touch, key or focus inside `root` before
 * that.
 */
export function usePrefetchLaterSteps(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    whenIdle(prefetchLaterSteps);
    for (const name of INTENT_EVENTS)
      element?.addEventListener(name, prefetchLaterSteps, { once: true, passive: true });
    return () => {
      for (const name of INTENT_EVENTS) element?.removeEventListener(name, prefetchLaterSteps);
    };
  }, [root]);
}

/**
 * The later parts' components once their code is here (at once when it was
 * prefetched), else null while it loads. A failed fetch is thrown during
 * render, so the route's error screen offers the reload, as for any chunk.
 */
export function useLaterSteps(needed: boolean): LaterSteps | null {
  const [state, setState] = useState<{ steps: LaterSteps | null; error?: unknown }>({ steps: loaded });
  useEffect(() => {
    if (!needed || state.steps || loaded) return;
    let live = true;
    loadLaterSteps().then(
      (steps) => {
        if (live) setState({ steps });
      },
      (error: unknown) => {
        if (live) setState({ steps: null, error });
      },
    );
    return () => {
      live = false;
    };
  }, [needed, state.steps]);
  if (state.error) throw state.error;
  return state.steps ?? loaded;
}
