import { useEffect, useRef } from 'react';

/**
 * Runs `run` once, after the first render is committed — for a hydration,
 * once the prerendered markup is the app's (main.tsx refreshes the build's
 * category snapshot there: a store change during the hydration would render
 * other data than the HTML's). Renders nothing, so it hydrates against nothing.
 */
export function AfterFirstCommit({ run }: { run: () => void }) {
  const done = useRef(false);
  useEffect(() => {
    // StrictMode runs effects twice in development: once is enough.
    if (done.current) return;
    done.current = true;
    run();
  }, [run]);
  return null;
}
