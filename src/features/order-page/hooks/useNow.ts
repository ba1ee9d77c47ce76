import { useEffect, useState } from 'react';
import { shopNow } from '@/lib/dates/shopClock';

/** The shop clock's "now", renewed every `everyMs` (a countdown in minutes needs no faster tick). */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(shopNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(shopNow()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
