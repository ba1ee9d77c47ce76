import { http, HttpResponse } from 'msw';
import { readRegionFile } from 'virtual:region-data/source';
import { REGION_FILES } from './regionHandlers';

/**
 * The real region files (scripts/vite/regionData.mjs) for jsdom tests, read from idn-area-data in
 * Node and answered through MSW at the URLs the app fetches. src/test/setupDom.ts adds it before each
 * test; a test's own `mockServer.use(...)` (src/test/regionHandlers.ts) goes in front of it.
 */
export const regionDataHandler = http.get(REGION_FILES, async ({ request }) => {
  const file = REGION_FILES.exec(new URL(request.url).pathname)?.[1] ?? '';
  const text = await readRegionFile(file);
  return text === null
    ? new HttpResponse(null, { status: 404 })
    : new HttpResponse(text, { headers: { 'Content-Type': 'application/json' } });
});
