export const BACKEND_TIMEOUT_MS: number;
export function readBackendJson(apiBaseUrl: string, path: string, maxBytes: number): Promise<unknown>;
export function backendUrl(apiBaseUrl: string, path: string): string;
