import type { CategorySnapshot } from '@/entities/catalogue/categorySnapshot';

/**
 * What a prerendered page tells the browser about its markup (written by the
 * build, scripts/vite/prerender.mjs): the path it was rendered for, the
 * hydration key (hydrationKey.ts), the translation namespaces it used and,
 * on the order page of a build that read the backend, the categories it
 * rendered (entities/catalogue/categorySnapshot.ts; the store starts with them).
 */
export interface PrerenderData {
  path: string;
  key: string;
  namespaces: string[];
  categories?: CategorySnapshot;
}

const ELEMENT_ID = 'prerender-data';

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** The data of the prerendered markup in `#root`, when it was rendered for this path. */
export function readPrerenderData(pathname: string): PrerenderData | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as PrerenderData;
    return typeof data.key === 'string' && Array.isArray(data.namespaces) && samePath(data.path, pathname) ? data : null;
  } catch {
    return null;
  }
}

/** The data element for the prerendered HTML (JSON; `<` escaped so it cannot end the element). */
export function prerenderDataHtml(data: PrerenderData): string {
  return `<script type="application/json" id="${ELEMENT_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
