import type { PersistenceAdapter } from './adapter';

/**
 * Keeps the in-browser mock's tabs on one database. Each tab runs its own copy of the mock (msw answers
 * in the page) over the same IndexedDB; without this, an order placed in the storefront tab or a proof
 * approved in the back-office tab would reach the other tab only after a reload. Every save or clear is
 * announced on a BroadcastChannel, and the other tabs read the saved state again (`onChanged`). The last
 * write wins, as with any shared store without locks; enough for a mock.
 */
export const CROSS_TAB_CHANNEL = 'fleur-mock-database';

export function withCrossTabSync(
  adapter: PersistenceAdapter,
  onChanged: () => void,
  channel: BroadcastChannel | null = openChannel(),
): PersistenceAdapter {
  if (!channel) return adapter;
  channel.onmessage = () => onChanged();
  const announce = () => {
    try {
      channel.postMessage({ type: 'changed' });
    } catch {
      /* the channel is closed: the tab is going away */
    }
  };
  return {
    load: () => adapter.load(),
    save: async (state) => {
      await adapter.save(state);
      announce();
    },
    clear: async () => {
      await adapter.clear();
      announce();
    },
  };
}

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CROSS_TAB_CHANNEL) : null;
}
