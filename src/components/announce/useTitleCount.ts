import { useEffect } from 'react';
import { setTitleCount } from '@/lib/seo/titleCount';

/** Puts `count` in front of the tab title while it is above 0 ('(2) …'); the title is restored when the screen goes. */
export function useTitleCount(count: number) {
  useEffect(() => setTitleCount(count), [count]);
  useEffect(() => () => setTitleCount(0), []);
}
