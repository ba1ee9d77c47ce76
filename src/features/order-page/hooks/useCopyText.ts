import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a text with the clipboard API; 'copied' (or 'failed') for a few seconds, then idle again. */
export function useCopyText(resetMs = 2500) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      let next: CopyState = 'failed';
      try {
        if (navigator.clipboard?.writeText) {
          await navigator.clipboard.writeText(text);
          next = 'copied';
        }
      } catch {
        next = 'failed';
      }
      setState(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setState('idle'), next === 'failed' ? resetMs * 3 : resetMs);
    },
    [resetMs],
  );
  return { state, copy };
}
