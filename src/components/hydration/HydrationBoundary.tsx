import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React hydrates on its own (a Suspense boundary around markup that never
 * suspends). The page's frame hydrates first; each part after it, in slices at low priority, each committed by
 * itself; a part the visitor taps is hydrated first, and the tap answered there (React's selective hydration).
 * Rendered by the browser itself, it is the part as it is.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
