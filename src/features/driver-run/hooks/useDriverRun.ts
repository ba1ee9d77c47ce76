import { useEffect, useState } from 'react';
import type { DeliveryRun } from '@/api/generated/shopApi';
import { useListDeliveryRunsQuery } from '@/entities/doorstep/api';
import { LIVE_QUERY } from '@/lib/api/liveQuery';
import { httpStatusOf, proposedCallStatus } from '@/lib/api/unsupportedCall';
import { shopNow, shopToday } from '@/lib/dates/shopClock';
import { savedRun, saveRun, type SavedRun } from '../model/proofOutbox';

/** Why the run could not be read: the server's status, or null when no answer came (no signal, a timeout). */
export interface RunFailure {
  status: number | null;
}

/**
 * What the run page shows: `loading`; `ready` today's run as the backend says it now; `kept` the read failed (no
 * answer, 500, 503…, at opening or on a refresh) but the phone has the run as last read, with when and why;
 * `unsupported` a backend without runs (404/501); `failed` any other failure with no run on the phone.
 */
export type DriverRunView =
  | { kind: 'loading' }
  | { kind: 'ready'; run: DeliveryRun }
  | { kind: 'kept'; run: DeliveryRun; readAt: string; failure: RunFailure }
  | { kind: 'unsupported' }
  | { kind: 'failed'; failure: RunFailure };

/** The signed-in Driver's run of the shop's today, refreshed while open and kept on the phone for a failed read. */
export function useDriverRun(driver: string | null) {
  const date = shopToday();
  const query = useListDeliveryRunsQuery({ date }, { ...LIVE_QUERY, refetchOnReconnect: true, skip: !driver });
  const run = query.data?.find((each) => each.driver === driver) ?? query.data?.[0];
  const status = proposedCallStatus(query);
  const [saved, setSaved] = useState<SavedRun | null | undefined>(undefined);
  const inMemory = run !== undefined && query.fulfilledTimeStamp !== undefined;

  useEffect(() => {
    if (driver && run) void saveRun(driver, { run, readAt: new Date(shopNow()).toISOString() });
  }, [driver, run]);

  // The copy on the phone is read only when the read failed and this page has none of its own.
  const needsCopy = status === 'failed' && !inMemory;
  useEffect(() => {
    if (!driver || !needsCopy) return;
    let live = true;
    void savedRun(driver, date).then((found) => live && setSaved(found));
    return () => {
      live = false;
    };
  }, [driver, date, needsCopy]);

  let view: DriverRunView;
  if (status === 'unsupported') view = { kind: 'unsupported' };
  else if (status === 'ready') view = { kind: 'ready', run: run ?? { driver: driver ?? '', date, stops: [] } };
  else if (status === 'failed') {
    const failure = { status: httpStatusOf(query.error) ?? null };
    if (inMemory && run)
      view = { kind: 'kept', run, readAt: new Date(query.fulfilledTimeStamp!).toISOString(), failure };
    else if (saved) view = { kind: 'kept', run: saved.run, readAt: saved.readAt, failure };
    else if (saved === undefined) view = { kind: 'loading' };
    else view = { kind: 'failed', failure };
  } else view = { kind: 'loading' };

  return { view, date, refetch: query.refetch, refreshing: query.isFetching };
}
