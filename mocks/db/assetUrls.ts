/**
 * Images the mock ships (`/mock-assets/…`) and files uploaded to it
 * (`/api/Upload/…`) are stored as site-relative paths and answered as
 * absolute URLs on the request's origin, so the browser worker and the HTTP
 * server both hand out working http(s) links. Data URLs and foreign links are
 * kept as they are.
 */

const LOCAL_PATH = /^\/(?!\/)/;
const STORED_PREFIXES = ['/mock-assets/', '/api/Upload/'];

/** Stored value → URL for a response on `requestUrl`. */
export function toPublicUrl(stored: string, requestUrl: string): string {
  if (!stored || !LOCAL_PATH.test(stored)) return stored;
  try {
    return new URL(stored, requestUrl).href;
  } catch {
    return stored;
  }
}

/** Incoming URL → stored value: our own absolute links become site-relative again. */
export function toStoredUrl(incoming: string, requestUrl: string): string {
  if (!/^https?:\/\//i.test(incoming)) return incoming;
  try {
    const url = new URL(incoming);
    const origin = new URL(requestUrl).origin;
    if (url.origin === origin && STORED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
      return `${url.pathname}${url.search}`;
    }
  } catch {
    /* not a URL after all: keep it */
  }
  return incoming;
}
