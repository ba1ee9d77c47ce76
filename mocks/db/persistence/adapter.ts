import type { DatabaseState } from '../types';

/** Where the mock database survives reloads (browser) or restarts (HTTP server). */
export interface PersistenceAdapter {
  /** The saved state, or null when nothing (usable) was saved. */
  load(): Promise<DatabaseState | null>;
  save(state: DatabaseState): Promise<void>;
  clear(): Promise<void>;
}

/**
 * Saved states carry a format version; a state saved by an incompatible
 * version of the mock is ignored (the seed is used instead).
 */
export const PERSISTENCE_VERSION = 1;

export interface PersistedEnvelope {
  version: number;
  savedAt: string;
  state: DatabaseState;
}

export function wrapState(state: DatabaseState): PersistedEnvelope {
  return { version: PERSISTENCE_VERSION, savedAt: new Date().toISOString(), state };
}

export function unwrapState(value: unknown): DatabaseState | null {
  if (!value || typeof value !== 'object') return null;
  const envelope = value as Partial<PersistedEnvelope>;
  if (envelope.version !== PERSISTENCE_VERSION || !envelope.state || typeof envelope.state !== 'object') return null;
  return envelope.state;
}
