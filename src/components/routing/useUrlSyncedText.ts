import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long typing must pause before the URL follows the box. */
export const URL_TEXT_DELAY_MS = 350;

/**
 * A text box whose value lives in the URL (a search): the box and whatever
 * reads `text` follow every keystroke at once, the URL follows when typing
 * pauses — so a keystroke never waits on a router navigation, a history
 * write or the browser's reaction to a new address. A change of the URL from
 * elsewhere (back button, a link, 'clear filters') replaces the text and drops
 * a write still waiting. `write` puts a value into the URL.
 */
export function useUrlSyncedText(urlValue: string, write: (value: string) => void, delayMs = URL_TEXT_DELAY_MS) {
  const [text, setText] = useState(urlValue);
  // The URL value the text last followed, and the last value this hook wrote.
  const [followed, setFollowed] = useState(urlValue);
  const [written, setWritten] = useState(urlValue);
  const [generation, setGeneration] = useState(0);
  if (urlValue !== followed) {
    setFollowed(urlValue);
    if (urlValue !== written) {
      setText(urlValue);
      setWritten(urlValue);
      setGeneration(generation + 1);
    }
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ write, generation });
  useLayoutEffect(() => {
    latest.current = { write, generation };
  });
  useLayoutEffect(() => clearTimeout(timer.current), [generation]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback(
    (next: string) => {
      setText(next);
      clearTimeout(timer.current);
      const from = latest.current.generation;
      timer.current = setTimeout(() => {
        if (latest.current.generation !== from) return;
        setWritten(next);
        latest.current.write(next);
      }, delayMs);
    },
    [delayMs],
  );
  return [text, change] as const;
}
