import { randomKey } from '@/lib/ids/randomKey';
/**
 * Which of the open tabs announces a thing (a new order's sound and spoken message): the first tab to
 * claim its key. Tabs tell each other their claims over a BroadcastChannel; where there is none, through
 * a localStorage entry per key. A claim waits a short moment for earlier claims from other tabs, so two
 * tabs that see the same new order at once still agree on one: the earlier claim, and between claims
 * made at the same millisecond, the lower tab id.
 */

/** The part of BroadcastChannel a claim needs (tests pass a pair of linked fakes). */
export interface ClaimChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface CrossTabClaimOptions {
  /** Names the claims (one name per kind of thing announced). */
  name: string;
  /** How long a claim waits for other tabs' earlier claims (ms). */
  windowMs?: number;
  /** The channel to other tabs; by default a BroadcastChannel when the browser has one, else none. */
  channel?: ClaimChannel | null;
  /** The fallback without a channel; by default localStorage. */
  storage?: Storage | null;
  tabId?: string;
  now?: () => number;
}

export interface CrossTabClaim {
  /** Resolves true in exactly one of the tabs that claim `key`. */
  claim(key: string | number): Promise<boolean>;
  close(): void;
}

interface Claim {
  tab: string;
  at: number;
}

interface ClaimMessage extends Claim {
  type: 'claim';
  key: string;
}

/** Entries of the localStorage fallback older than this are removed. */
const STORED_CLAIM_LIFETIME_MS = 24 * 60 * 60 * 1000;

const earlier = (a: Claim, b: Claim) => a.at < b.at || (a.at === b.at && a.tab < b.tab);

const isClaimMessage = (data: unknown): data is ClaimMessage => {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message.type === 'claim' &&
    typeof message.key === 'string' &&
    typeof message.tab === 'string' &&
    typeof message.at === 'number'
  );
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const randomTabId = randomKey;

function defaultChannel(name: string): ClaimChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`claim:${name}`);
}

function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function parseClaim(raw: string | null): Claim | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<Claim>;
    return typeof value.tab === 'string' && typeof value.at === 'number' ? { tab: value.tab, at: value.at } : undefined;
  } catch {
    return undefined;
  }
}

function channelClaims(channel: ClaimChannel, tabId: string, windowMs: number, now: () => number): CrossTabClaim {
  const best = new Map<string, Claim>();
  const record = (key: string, claim: Claim) => {
    const known = best.get(key);
    if (!known || earlier(claim, known)) best.set(key, claim);
  };
  const onMessage = (event: MessageEvent) => {
    if (isClaimMessage(event.data)) record(event.data.key, { tab: event.data.tab, at: event.data.at });
  };
  channel.addEventListener('message', onMessage);
  return {
    async claim(rawKey) {
      const key = String(rawKey);
      const known = best.get(key);
      if (known) return known.tab === tabId;
      const mine: Claim = { tab: tabId, at: now() };
      record(key, mine);
      channel.postMessage({ type: 'claim', key, ...mine } satisfies ClaimMessage);
      await wait(windowMs);
      return best.get(key)?.tab === tabId;
    },
    close() {
      channel.removeEventListener('message', onMessage);
      channel.close();
    },
  };
}

function storageClaims(
  storage: Storage,
  name: string,
  tabId: string,
  windowMs: number,
  now: () => number,
): CrossTabClaim {
  const prefix = `claim:${name}:`;
  const read = (key: string) => parseClaim(storage.getItem(key));
  const prune = () => {
    const old = now() - STORED_CLAIM_LIFETIME_MS;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key?.startsWith(prefix) ?? false,
    );
    for (const key of keys) if ((read(key)?.at ?? 0) < old) storage.removeItem(key);
  };
  return {
    async claim(rawKey) {
      const key = `${prefix}${rawKey}`;
      try {
        prune();
        const known = read(key);
        if (known) return known.tab === tabId;
        storage.setItem(key, JSON.stringify({ tab: tabId, at: now() } satisfies Claim));
        await wait(windowMs);
        // The last tab to write before the wait ends holds the entry; the others see it is not theirs.
        return read(key)?.tab === tabId;
      } catch {
        return true;
      }
    },
    close() {},
  };
}

/** Claims for one kind of announcement in this tab; close it when the screen that announces goes away. */
export function createCrossTabClaim({
  name,
  windowMs = 150,
  channel,
  storage,
  tabId = randomTabId(),
  now = Date.now,
}: CrossTabClaimOptions): CrossTabClaim {
  const link = channel === undefined ? defaultChannel(name) : channel;
  if (link) return channelClaims(link, tabId, windowMs, now);
  const store = storage === undefined ? defaultStorage() : storage;
  if (store) return storageClaims(store, name, tabId, windowMs, now);
  return { claim: () => Promise.resolve(true), close() {} };
}
