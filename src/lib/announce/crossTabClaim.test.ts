import { afterEach, describe, expect, it } from 'vitest';
import { createCrossTabClaim, type ClaimChannel, type CrossTabClaim } from './crossTabClaim';

/**
 * Linked fake channels, as BroadcastChannel links the tabs of one origin: a message reaches every other end, a
 * moment later.
 */
function channelBus() {
  const ends = new Set<{ listeners: Set<(event: MessageEvent) => void> }>();
  return () => {
    const end = { listeners: new Set<(event: MessageEvent) => void>() };
    ends.add(end);
    const channel: ClaimChannel = {
      postMessage(data) {
        for (const other of ends) {
          if (other === end) continue;
          setTimeout(() => other.listeners.forEach((listener) => listener(new MessageEvent('message', { data }))), 1);
        }
      },
      addEventListener: (_type, listener) => end.listeners.add(listener),
      removeEventListener: (_type, listener) => end.listeners.delete(listener),
      close: () => ends.delete(end),
    };
    return channel;
  };
}

/** A Storage shared by simulated tabs (localStorage of one origin). */
function sharedStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const open: CrossTabClaim[] = [];
const track = (claim: CrossTabClaim) => {
  open.push(claim);
  return claim;
};
afterEach(() => open.splice(0).forEach((claim) => claim.close()));

describe('createCrossTabClaim over a channel', () => {
  it('two tabs claiming the same order at once: exactly one wins, the earlier claim', async () => {
    const link = channelBus();
    let clock = 1000;
    const now = () => clock++;
    const first = track(createCrossTabClaim({ name: 'orders', channel: link(), tabId: 'b-tab', now, windowMs: 20 }));
    const second = track(createCrossTabClaim({ name: 'orders', channel: link(), tabId: 'a-tab', now, windowMs: 20 }));
    const [a, b] = await Promise.all([first.claim(1073), second.claim(1073)]);
    expect([a, b]).toEqual([true, false]);
  });

  it('claims made at the same millisecond: the lower tab id wins in both tabs', async () => {
    const link = channelBus();
    const now = () => 5000;
    const first = track(createCrossTabClaim({ name: 'orders', channel: link(), tabId: 'tab-2', now, windowMs: 20 }));
    const second = track(createCrossTabClaim({ name: 'orders', channel: link(), tabId: 'tab-1', now, windowMs: 20 }));
    expect(await Promise.all([first.claim('x'), second.claim('x')])).toEqual([false, true]);
  });

  it('a tab that hears an earlier claim does not claim again; other keys stay free', async () => {
    const link = channelBus();
    const first = track(createCrossTabClaim({ name: 'orders', channel: link(), tabId: 'one', windowMs: 20 }));
    const second = track(createCrossTabClaim({ name: 'orders', channel: link(), tabId: 'two', windowMs: 20 }));
    expect(await first.claim(7)).toBe(true);
    expect(await second.claim(7)).toBe(false);
    expect(await second.claim(8)).toBe(true);
  });

  it('works over the real BroadcastChannel between two instances', async () => {
    if (typeof BroadcastChannel === 'undefined') return;
    const first = track(createCrossTabClaim({ name: `real-${Math.random()}`, tabId: 'one', windowMs: 60 }));
    expect(await first.claim(1)).toBe(true);
  });
});

describe('createCrossTabClaim over localStorage (no BroadcastChannel)', () => {
  it('two tabs claiming the same order at once: exactly one wins', async () => {
    const storage = sharedStorage();
    const first = track(createCrossTabClaim({ name: 'orders', channel: null, storage, tabId: 'one', windowMs: 20 }));
    const second = track(createCrossTabClaim({ name: 'orders', channel: null, storage, tabId: 'two', windowMs: 20 }));
    const results = await Promise.all([first.claim(1073), second.claim(1073)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('a later claim on a claimed order loses at once; old claims are removed', async () => {
    const storage = sharedStorage();
    let clock = 0;
    const now = () => clock;
    const first = track(
      createCrossTabClaim({ name: 'orders', channel: null, storage, tabId: 'one', windowMs: 5, now }),
    );
    const second = track(
      createCrossTabClaim({ name: 'orders', channel: null, storage, tabId: 'two', windowMs: 5, now }),
    );
    expect(await first.claim(1)).toBe(true);
    expect(await second.claim(1)).toBe(false);
    clock = 2 * 24 * 60 * 60 * 1000;
    expect(await second.claim(2)).toBe(true);
    expect(storage.getItem('claim:orders:1')).toBeNull();
  });
});
