/**
 * Stands in for `tough-cookie` in the production build of the app (vite.config.ts alias). msw keeps a cookie jar
 * (msw/lib/core/utils/cookieStore) for the cookies that mocked responses set, saved in localStorage, and reads it for
 * later requests' cookies. The mock backend signs in with bearer tokens and sets no cookie, so this jar keeps none:
 * a request's cookies are then its own header's and the document's, as msw reads them, and the in-browser mock
 * ships neither tough-cookie nor the public-suffix list it asks for a host's domain.
 * `mock:server` (Node) and the tests use the real library.
 */

/** Where msw would keep its jar's cookies by domain and path: always empty here. */
export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, unknown>>> = {};
}

export class CookieJar {
  constructor(readonly store: MemoryCookieStore = new MemoryCookieStore()) {}

  /** The cookies the jar holds for a URL: none. */
  getCookiesSync(url: string): never[] {
    void url;
    return [];
  }

  /** Keeps nothing: the mock's responses set no cookie. */
  setCookie(cookie: string, url: string): Promise<void> {
    void cookie;
    void url;
    return Promise.resolve();
  }
}

/** A saved cookie read back: msw saves none through this jar. */
export const Cookie = {
  fromJSON(json: unknown): null {
    void json;
    return null;
  },
};
