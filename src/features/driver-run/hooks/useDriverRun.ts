import { useEffect, useState } from 'react';
import type { DeliveryRun } from '@/api/generated/shopApi';
import { useListDeliveryRunsQuery } from '@/entities/doorstep/api';
import { LIVE_QUERY } from '@/lib/api/liveQuery';
import { httpStatusOf, isUnsupportedCall } from '@/lib/api/unsupportedCall';
import { shopNow, shopToday } from '@/lib/dates/shopClock';
import { savedRun, saveRun, type SavedRun } from '../model/proofOutbox';

/**
 * What the run page shows: `loading`; `ready` today's run as the backend says it now; `saved` no answer (no signal)
 * but the run read last time on this phone, with when; `unsupported` a backend without runs (404/501); `failed`
 * any other failure, or no signal and nothing saved.
 */
export type DriverRunView =
  | { kind: 'loading' }
  | { kind: 'ready'; run: DeliveryRun }
  | { kind: 'saved'; run: DeliveryRun; readAt: string }
  | { kind: 'unsupported' }
  | { kind: 'failed' };

/** The signed-in Driver's run of the shop's today, refreshed while open and kept on the phone for a dead signal. */
export function useDriverRun(driver: string | null) {
  const date = shopToday();
  const query = useListDeliveryRunsQuery({ date }, { ...LIVE_QUERY, refetchOnReconnect: true, skip: !driver });
  const run = query.data?.find((each) => each.driver === driver) ?? query.data?.[0];
  const [saved, setSaved] = useState<SavedRun | null | undefined>(undefined);
  const noAnswer = query.isError && httpStatusOf(query.error) === undefined;

  useEffect(() => {
    if (driver && run) void saveRun(driver, { run, readAt: new Date(shopNow()).toISOString() });
  }, [driver, run]);

  useEffect(() => {
    if (!driver || !noAnswer) return;
    let live = true;
    void savedRun(driver, date).then((found) => live && setSaved(found));
    return () => {
      live = false;
    };
  }, [driver, date, noAnswer]);

  let view: DriverRunView;
  if (query.isError && isUnsupportedCall(query.error)) view = { kind: 'unsupported' };
  else if (!query.isError && query.data)
    view = { kind: 'ready', run: run ?? { driver: driver ?? '', date, stops: [] } };
  else if (noAnswer && run && query.fulfilledTimeStamp)
    view = { kind: 'saved', run, readAt: new Date(query.fulfilledTimeStamp).toISOString() };
  else if (noAnswer && saved) view = { kind: 'saved', run: saved.run, readAt: saved.readAt };
  else if (noAnswer && saved === undefined) view = { kind: 'loading' };
  else if (query.isError) view = { kind: 'failed' };
  else view = { kind: 'loading' };

  return { view, date, refetch: query.refetch, refreshing: query.isFetching };
}
