import type { GeneralParameter } from '@/api/generated/shopApi';
import { isRecord } from '@/lib/guards/isRecord';
import { parametersApi } from './api';

/**
 * The shop's general parameters as the build read them from the backend
 * (scripts/vite/parametersSnapshot.mjs), carried by the prerendered public
 * pages. The store starts with them, in the build's render and in the
 * browser's, so the pages paint the shop's own tagline, texts, opening hours
 * and contacts from the HTML and hydrate that markup as it is
 * (docs/performance.md#backend-snapshot-prerender_api_base_url). The snapshot
 * is only the first paint: the page asks the backend again once it is
 * hydrated (refreshParameters), and what the backend answers replaces it. A
 * build made without a backend to read prerenders the loading state and the
 * defaults instead.
 */
export type ParametersSnapshot = GeneralParameter[];

/** Whether a value read from the page (or the backend, at build time) is a list of general parameters. */
export function isParametersSnapshot(value: unknown): value is ParametersSnapshot {
  return (
    Array.isArray(value) &&
    value.every(
      (parameter) =>
        isRecord(parameter) &&
        typeof parameter.id === 'number' &&
        typeof parameter.paramCode === 'string' &&
        typeof parameter.paramName === 'string' &&
        typeof parameter.deskripsi === 'string',
    )
  );
}

/** Puts the snapshot's parameters in the cache: dispatch it before the first render. */
export function applyParametersSnapshot(snapshot: ParametersSnapshot) {
  // One plain action (no thunk's pending and fulfilled): the cheapest way into the cache at start.
  return parametersApi.util.upsertQueryEntries([
    { endpointName: 'listGeneralParameters', arg: undefined, value: snapshot },
  ]);
}

/** Asks the backend for the parameters again (after the hydration), keeping the snapshot on screen until it answers. */
export function refreshParameters() {
  return parametersApi.endpoints.listGeneralParameters.initiate(undefined, { forceRefetch: true, subscribe: false });
}
