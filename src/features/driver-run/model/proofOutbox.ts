import { clear, createStore, del, entries, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import type { DeliveryOutcome, DeliveryRun } from '@/api/generated/shopApi';

/**
 * The driver's phone keeps what it cannot send yet in the browser's IndexedDB, so a proof filed in a basement car
 * park survives closing the app: each proof with the `Idempotency-Key` made when it was filed (sent again with every
 * try, so the backend stores it once), and the last run read, to show it with no signal.
 */

/**
 * A photo or signature as kept on the phone: its bytes, not the Blob (bytes survive IndexedDB in every browser,
 * including the ones that refuse to store a Blob in private windows).
 */
export interface KeptFile {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/** A file made ready to keep. */
export async function keepFile(blob: Blob, name: string): Promise<KeptFile> {
  return {
    name: blob instanceof File && blob.name ? blob.name : name,
    type: blob.type,
    bytes: await blob.arrayBuffer(),
  };
}

/** The kept file as a File again, to send. */
export function keptFile(kept: KeptFile): File {
  return new File([kept.bytes], kept.name, { type: kept.type });
}

export interface QueuedProof {
  /** The proof's Idempotency-Key, made once when the driver filed it. */
  key: string;
  /** Whose run: another account signed in on the same phone neither sees nor sends it. */
  driver: string;
  orderId: number;
  outcome: DeliveryOutcome;
  receivedBy: string;
  note: string;
  photo: KeptFile | null;
  signature: KeptFile | null;
  /** When the driver filed it (ISO). */
  filedAt: string;
  /** Set when the backend refused it (a 4xx other than 401): it is not sent again until the driver retries. */
  refused: string | null;
  /** The status of the last try when the shop's server failed (5xx, 408, 429, 401); null: no answer, or no try yet. */
  serverFailed?: string | null;
  /** The backend holds another proof that delivered the stop (409 `already_delivered`): never sent. */
  replaced?: boolean;
}

export interface SavedRun {
  run: DeliveryRun;
  /** When it was read (ISO). */
  readAt: string;
}

/** Where things are kept: IndexedDB, or memory for as long as the page is open where a browser has none. */
interface Keeper {
  all(): Promise<[string, unknown][]>;
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  /** Changes a value in one step (nothing when it is gone): a delete meanwhile is never undone. */
  change<T>(key: string, changed: (value: T) => T): Promise<void>;
  clear(): Promise<void>;
}

function indexedDbKeeper(store: UseStore): Keeper {
  return {
    all: () => entries<string, unknown>(store),
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    change: <T>(key: string, changed: (value: T) => T) =>
      store('readwrite', (objects) => {
        const read = objects.get(key);
        read.onsuccess = () => {
          if (read.result !== undefined) objects.put(changed(read.result as T), key);
        };
        return promisifyRequest(objects.transaction);
      }),
    clear: () => clear(store),
  };
}

function memoryKeeper(): Keeper {
  const map = new Map<string, unknown>();
  return {
    all: async () => [...map],
    get: async <T>(key: string) => map.get(key) as T | undefined,
    set: async (key, value) => void map.set(key, value),
    del: async (key) => void map.delete(key),
    change: async <T>(key: string, changed: (value: T) => T) => {
      if (map.has(key)) map.set(key, changed(map.get(key) as T));
    },
    clear: async () => map.clear(),
  };
}

let keeper: Keeper | null = null;
/** One database for the outbox and the saved runs (created on first use). */
function outbox(): Keeper {
  keeper ??= typeof indexedDB === 'undefined' ? memoryKeeper() : indexedDbKeeper(createStore('fleur-driver', 'outbox'));
  return keeper;
}

const PROOF = 'proof:';
const RUN = 'run:';

/** The driver's proofs waiting to be sent, in the order they were filed. */
export async function queuedProofs(driver: string): Promise<QueuedProof[]> {
  const all = (await outbox().all()) as [string, QueuedProof][];
  return all
    .filter(([key, proof]) => key.startsWith(PROOF) && proof.driver === driver)
    .map(([, proof]) => proof)
    .sort((a, b) => a.filedAt.localeCompare(b.filedAt) || a.key.localeCompare(b.key));
}

export function queueProof(proof: QueuedProof): Promise<void> {
  return outbox().set(PROOF + proof.key, proof);
}

export function removeProof(key: string): Promise<void> {
  return outbox().del(PROOF + key);
}

/** Changes a kept proof (nothing when it is gone meanwhile). */
export function updateProof(key: string, change: (proof: QueuedProof) => QueuedProof): Promise<void> {
  return outbox().change(PROOF + key, change);
}

const runKey = (driver: string, date: string) => `${RUN}${driver}:${date}`;

export function saveRun(driver: string, saved: SavedRun): Promise<void> {
  return outbox().set(runKey(driver, saved.run.date), saved);
}

export async function savedRun(driver: string, date: string): Promise<SavedRun | null> {
  return (await outbox().get<SavedRun>(runKey(driver, date))) ?? null;
}

/** Forgets everything kept on this phone (tests start from an empty phone). */
export function clearOutbox(): Promise<void> {
  return outbox().clear();
}
