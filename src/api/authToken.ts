/** Where the back-office login token lives (spec §3: client-side storage `token`). */
export const TOKEN_STORAGE_KEY = 'token';

export function readAuthToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
