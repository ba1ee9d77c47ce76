import { useEffect, useState } from 'react';
import { shopNow } from '@/lib/dates/shopClock';

/** The shop clock's "now", renewed every `everyMs` (a countdown in minutes needs no faster tick). */
export function useShopNow(everyMs: number): number {
  const [now, setNow] = useState(shopNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(shopNow()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
