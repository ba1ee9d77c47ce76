/** Where the back-office login token lives (`localStorage` `token`, docs/product-rules.md#session-and-sign-out). */
export const TOKEN_STORAGE_KEY = 'token';

export function readAuthToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
