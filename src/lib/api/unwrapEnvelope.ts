/**
 * A backend may answer a single item either directly or wrapped as
 * `{ success, data }` (the gallery does). Returns the item either way.
 */
export function unwrapEnvelope<T extends object>(response: T | { success: boolean; data: T }): T {
  if (response && typeof response === 'object' && 'success' in response && 'data' in response) {
    const envelope = response as { success: boolean; data: T };
    if (!envelope.success || !envelope.data) throw new Error('The server reported the item could not be loaded');
    return envelope.data;
  }
  return response as T;
}
