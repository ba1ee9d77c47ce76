import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';

interface QueryEntry {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  error?: { status?: unknown };
}

type Initiate = (args: unknown, options: { subscribe: false; forceRefetch: true }) => UnknownAction;

/**
 * After signing in again in place: loads once more every query the backend
 * refused with 401 while the session was expired (the bell's poll, a list
 * refreshed meanwhile), so the page does not keep showing their errors.
 */
export function refetchRefusedQueries(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, state: unknown) {
  const queries =
    (state as { [baseApi.reducerPath]?: { queries?: Record<string, QueryEntry | undefined> } })[baseApi.reducerPath]
      ?.queries ?? {};
  const endpoints = baseApi.endpoints as unknown as Record<string, { initiate?: Initiate } | undefined>;
  for (const entry of Object.values(queries)) {
    if (entry?.status !== 'rejected' || entry.error?.status !== 401 || !entry.endpointName) continue;
    const initiate = endpoints[entry.endpointName]?.initiate;
    if (initiate) void dispatch(initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }));
  }
}
