import { MockDatabase, emptyState } from './db/database';
import type { PersistenceAdapter } from './db/persistence/adapter';
import { createMemoryPersistence } from './db/persistence/memory';
import { SaveScheduler } from './db/persistence/saveScheduler';
import { setAssetReader, type AssetReader } from './db/seedImages';
import type { DatabaseState } from './db/types';
import { scenarioNow } from './scenarios/scenario';
import { getScenario, resetScenario } from './scenarios/store';
import { createSeed } from './seed/createSeed';

/**
 * The environment-agnostic mock backend singleton: the database, its
 * persistence and the clock. The browser, node (tests) and HTTP-server entry
 * points configure it; handlers read it through `getDb()`.
 */

export interface BackendOptions {
  /** where the state is saved after each write (default: memory) */
  persistence?: PersistenceAdapter;
  /** the backend's clock: a fixed date or a function (default: the real time) */
  now?: Date | (() => Date);
  /** writes within this many ms share one save (default 0; the browser uses 25) */
  saveDelayMs?: number;
  /** reads the seed's picture files (`/mock-assets/…`); default: fetch from the page's origin */
  readAsset?: AssetReader;
}

let persistence: PersistenceAdapter = createMemoryPersistence();
let clock: () => Date = () => new Date();
let saveDelayMs = 0;
let database: MockDatabase | null = null;
let scheduler = makeScheduler();

function makeScheduler(): SaveScheduler {
  return new SaveScheduler(() => persistence.save(getDb().snapshot()), saveDelayMs);
}

export function configureBackend(options: BackendOptions): void {
  if (options.persistence) persistence = options.persistence;
  if (options.now !== undefined) {
    const fixed = options.now;
    clock = typeof fixed === 'function' ? fixed : () => new Date(fixed.getTime());
  }
  if (options.saveDelayMs !== undefined) saveDelayMs = Math.max(0, Math.min(50, options.saveDelayMs));
  if (options.readAsset) setAssetReader(options.readAsset);
  scheduler = makeScheduler();
}

/**
 * The backend's current time: the configured clock, or, under a `clock:` scenario, the scenario's instant
 * running on in real time.
 */
export function now(): Date {
  const pinned = getScenario().clock;
  return pinned ? scenarioNow(pinned) : clock();
}

/** The seed, built on the configured clock (a `clock:` scenario moves the handlers' time, not the seed). */
export function seedState(): DatabaseState {
  return createSeed(clock());
}

/**
 * A state saved before delivery settings existed gets the seed's, as a fresh seed would have them; one saved before
 * the message templates and board symbols existed gets the seed's templates and symbols.
 */
function withLaterSeedData(state: DatabaseState): DatabaseState {
  const saved = state as Partial<DatabaseState>;
  const missing = (['deliverySettings', 'messageTemplates', 'boardSymbols'] as const).filter(
    (key) => saved[key] === undefined,
  );
  if (missing.length === 0) return state;
  const seed = seedState();
  return { ...state, ...Object.fromEntries(missing.map((key) => [key, seed[key]])) };
}

/** The live database (seeded on first use when nothing was loaded). */
export function getDb(): MockDatabase {
  database ??= new MockDatabase(seedState());
  return database;
}

/** A database without rows, for the `empty` scenario. */
export function emptyDb(): MockDatabase {
  return new MockDatabase(emptyState());
}

/**
 * Loads the persisted state, or seeds when there is none (or `fresh`: the
 * saved state is discarded). Returns where the state came from.
 */
export async function initMockBackend({ fresh = false }: { fresh?: boolean } = {}): Promise<'persisted' | 'seed'> {
  await scheduler.cancel();
  if (fresh) await persistence.clear();
  const saved = fresh ? null : await persistence.load();
  if (saved) {
    getDb().replaceState(withLaterSeedData(saved));
    return 'persisted';
  }
  restoreSeed();
  return 'seed';
}

/**
 * Takes over what another tab saved (the in-browser mock's tabs share IndexedDB, db/persistence/crossTab.ts):
 * its state, or the seed when it cleared everything (a reset).
 */
export async function adoptPersistedState(): Promise<void> {
  const saved = await persistence.load();
  if (saved) getDb().replaceState(withLaterSeedData(saved));
  else restoreSeed();
}

function restoreSeed(): void {
  if (database) database.replaceState(seedState());
  else database = new MockDatabase(seedState());
}

/** Saves the current state (coalesced); resolves once it is persisted. */
export function persistChanges(): Promise<void> {
  return scheduler.request();
}

/** Waits until every requested save has been written. */
export function flushPersistence(): Promise<void> {
  return scheduler.flush();
}

/**
 * Restores the seed, clears the persisted state and the scenario. Tests call
 * it before each test, Storybook before each story.
 */
export async function resetMockBackend(): Promise<void> {
  await scheduler.cancel();
  restoreSeed();
  resetScenario();
  await persistence.clear();
}
