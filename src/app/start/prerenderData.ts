import type { CategorySnapshot } from '@/entities/catalogue/categorySnapshot';
import type { ParametersSnapshot } from '@/entities/parameter/parametersSnapshot';

/**
 * What a prerendered page tells the browser about its markup (written by the
 * build, scripts/vite/prerender.mjs): the path it was rendered for, the
 * hydration key (hydrationKey.ts), the translation namespaces it used and,
 * on the pages of a build that read the backend, the categories and the
 * general parameters it rendered (entities/catalogue/categorySnapshot.ts,
 * entities/parameter/parametersSnapshot.ts; the store starts with them).
 */
export interface PrerenderData {
  /** the path, or for a page shell the route pattern its markup stands for (`/public/pesanan/:orderID`) */
  path: string;
  /** a search parameter the markup assumes (the shell of a page that shows "not found" without it) */
  query?: string;
  key: string;
  namespaces: string[];
  categories?: CategorySnapshot;
  parameters?: ParametersSnapshot;
}

const ELEMENT_ID = 'prerender-data';

const segments = (path: string) => path.replace(/\/+$/, '').split('/');

/** Whether `pathname` is `path`, where a `:name` segment of `path` stands for any one non-empty segment. */
export function pathMatches(path: string, pathname: string): boolean {
  const pattern = segments(path);
  const actual = segments(pathname);
  return (
    pattern.length === actual.length &&
    pattern.every((segment, index) => (segment.startsWith(':') ? actual[index] !== '' : segment === actual[index]))
  );
}

/** The data of the prerendered markup in `#root`, when it was rendered for this URL. */
export function readPrerenderData(pathname: string, search = ''): PrerenderData | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as PrerenderData;
    const queryHolds = !data.query || Boolean(new URLSearchParams(search).get(data.query)?.trim());
    return typeof data.key === 'string' &&
      Array.isArray(data.namespaces) &&
      pathMatches(data.path, pathname) &&
      queryHolds
      ? data
      : null;
  } catch {
    return null;
  }
}

/** The data element for the prerendered HTML (JSON; `<` escaped so it cannot end the element). */
export function prerenderDataHtml(data: PrerenderData): string {
  return `<script type="application/json" id="${ELEMENT_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
