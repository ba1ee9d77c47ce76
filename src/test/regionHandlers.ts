import { delay, http, HttpResponse } from 'msw';

/** Any region file the app fetches (src/entities/region/regionLoader.ts). */
export const REGION_FILES = /\/assets\/regions\/[^/]+\/(.+\.json)$/;

/**
 * Region lists that fail, for error states. `only`: the files whose path matches (e.g. /^villages\//);
 * `once`: only the first request fails, so a retry gets the real list.
 */
export function regionsFailing({
  status = 500,
  only,
  once = false,
}: { status?: number; only?: RegExp; once?: boolean } = {}) {
  return http.get(
    REGION_FILES,
    ({ request }) => {
      const file = REGION_FILES.exec(new URL(request.url).pathname)?.[1] ?? '';
      if (only && !only.test(file)) return undefined;
      return new HttpResponse(null, { status });
    },
    { once },
  );
}

/** Region lists that never arrive, for loading states. */
export function regionsLoading({ only }: { only?: RegExp } = {}) {
  return http.get(REGION_FILES, async ({ request }) => {
    const file = REGION_FILES.exec(new URL(request.url).pathname)?.[1] ?? '';
    if (only && !only.test(file)) return undefined;
    await delay('infinite');
    return undefined;
  });
}
