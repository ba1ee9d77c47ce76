/**
 * What the build reads from the shop's backend for its prerendered pages
 * (PRERENDER_API_BASE_URL: categorySnapshot.mjs, parametersSnapshot.mjs): one
 * JSON answer, with a time limit and a size limit, so a slow or oversized
 * answer never makes the HTML heavier than what it saves or the build hang.
 * Throws with a short reason; the callers log it and prerender without.
 */

export const BACKEND_TIMEOUT_MS = 15_000;

/**
 * @param {string} apiBaseUrl the backend's base URL
 * @param {string} path the call's path, from the root (`/api/general`)
 * @param {number} maxBytes the most the page should carry of it
 * @returns {Promise<unknown>}
 */
export async function readBackendJson(apiBaseUrl, path, maxBytes) {
  const response = await fetch(backendUrl(apiBaseUrl, path), {
    signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const text = await response.text();
  if (text.length > maxBytes)
    throw new Error(`${(text.length / 1024).toFixed(0)} kB is more than the page should carry`);
  return JSON.parse(text);
}

/**
 * The URL of `path` on the backend.
 * @param {string} apiBaseUrl
 * @param {string} path
 */
export function backendUrl(apiBaseUrl, path) {
  return `${apiBaseUrl.replace(/\/+$/, '')}${path}`;
}
