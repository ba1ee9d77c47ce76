import { describe, expect, it, vi } from 'vitest';
import { emptyState } from '../database';
import { withCrossTabSync } from './crossTab';
import { createMemoryPersistence } from './memory';

/** Two tabs as two adapters over one store, each with its own end of one channel. */
function twoTabs() {
  const store = createMemoryPersistence();
  const name = `test-${crypto.randomUUID()}`;
  const first = vi.fn();
  const second = vi.fn();
  const channels = [new BroadcastChannel(name), new BroadcastChannel(name)];
  return {
    store,
    first,
    second,
    channels,
    tabs: [withCrossTabSync(store, first, channels[0]), withCrossTabSync(store, second, channels[1])],
  };
}

describe('the in-browser mock across tabs', () => {
  it('tells the other tab when one saves or clears, never itself', async () => {
    const { tabs, first, second, channels, store } = twoTabs();
    const state = { ...emptyState(), users: [] };
    await tabs[0].save(state);
    await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(first).not.toHaveBeenCalled();
    expect(await tabs[1].load()).toEqual(await store.load());

    await tabs[1].clear();
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    expect(await tabs[0].load()).toBeNull();
    channels.forEach((channel) => channel.close());
  });
});
