import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { shopTomorrow } from '@/lib/dates/shopClock';
import { renderOrderManagement, setViewport } from '@/test/renderOrderManagement';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { rowOf, rows } from '../test/orderRows';
import { placeOrder } from '../test/placeOrder';

vi.setConfig({ testTimeout: 30_000 });

const TITLE = 'Order Management | Fleur Florist';

/** The window gets the focus back: the orders are asked for again. */
const refocus = () => act(() => void window.dispatchEvent(new Event('focus')));

const liveRegion = () => screen.getByTestId('new-orders-live');

describe('New orders announce themselves on /app/orders', () => {
  it("marks an order placed meanwhile 'New', counts it in the tab title, says so once, and 'Mark as seen' clears it", async () => {
    storeSession('owner');
    setViewport('desktop');
    const { user } = await renderRoute('/app/orders', { lng: 'en' });
    await waitFor(() => expect(rows()).toHaveLength(10), FIRST_VISIT);
    await waitFor(() => expect(document.title).toBe(TITLE));
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    expect(liveRegion()).toHaveTextContent(/^$/);

    const id = await placeOrder();
    await refocus();

    await waitFor(() => expect(within(rowOf(id)).getByText('New')).toBeInTheDocument(), FIRST_VISIT);
    expect(rowOf(id)).toHaveClass('is-new');
    expect(screen.getByText('1 new order since you last looked')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`(1) ${TITLE}`));
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^1 new order$/), FIRST_VISIT);

    await user.click(screen.getByRole('button', { name: 'Mark as seen' }));
    expect(within(rowOf(id)).queryByText('New')).not.toBeInTheDocument();
    expect(screen.queryByText(/since you last looked/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(TITLE));
  });

  it('opening a new order clears its mark; the others stay new', async () => {
    const { user } = await renderOrderManagement();
    await waitFor(() => expect(rows()).toHaveLength(10), FIRST_VISIT);
    const first = await placeOrder('Siti Pertama');
    const second = await placeOrder('Siti Kedua');
    await refocus();
    await waitFor(
      () => expect(screen.getByText('2 new orders since you last looked')).toBeInTheDocument(),
      FIRST_VISIT,
    );
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^2 new orders$/), FIRST_VISIT);

    await user.click(within(rowOf(first)).getByRole('button', { name: `View details of order #${first}` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByRole('button', { name: /close|tutup/i })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf(first)).queryByText('New')).not.toBeInTheDocument();
    expect(within(rowOf(second)).getByText('New')).toBeInTheDocument();
    expect(screen.getByText('1 new order since you last looked')).toBeInTheDocument();
  });

  it("shows 'Baru' on the cards and on the board card of the new order", async () => {
    const { unmount } = await renderOrderManagement('/app/orders', { lng: 'id', viewport: 'phone' });
    const list = await screen.findByRole('list', { name: 'Pesanan, terbaru lebih dulu' }, FIRST_VISIT);
    const id = await placeOrder('Siti Kartu');
    await refocus();
    const card = await within(list).findByRole(
      'article',
      { name: new RegExp(`^#${id} Siti Kartu Baru$`) },
      FIRST_VISIT,
    );
    expect(card).toHaveClass('is-new');
    unmount();

    await renderOrderManagement(`/app/orders?view=board&day=${shopTomorrow(new Date())}`, { lng: 'id' });
    const boardCard = await screen.findByRole('article', { name: new RegExp(`^#${id} .* Baru$`) }, FIRST_VISIT);
    expect(boardCard).toHaveClass('is-new');
    expect(screen.getByText('1 pesanan baru sejak terakhir dilihat')).toBeInTheDocument();
  });

  it("'Bunyi notifikasi' is off by default and remembered", async () => {
    const { user, unmount } = await renderOrderManagement('/app/orders', { lng: 'id' });
    const sound = await screen.findByRole('switch', { name: 'Bunyi notifikasi' });
    expect(sound).not.toBeChecked();
    await user.click(sound);
    expect(sound).toBeChecked();
    unmount();

    await renderOrderManagement('/app/orders', { lng: 'id' });
    expect(await screen.findByRole('switch', { name: 'Bunyi notifikasi' })).toBeChecked();
  });

  it('with the sound on, an order arriving plays the locally made tone once; off, it stays silent', async () => {
    const notes: number[] = [];
    class FakeAudioContext {
      state = 'suspended';
      currentTime = 0;
      destination = {};
      async resume() {
        this.state = 'running';
      }
      async close() {}
      createOscillator() {
        return {
          type: '',
          frequency: { value: 0 },
          connect: (node: unknown) => node,
          start: (at: number) => notes.push(at),
          stop: () => undefined,
        };
      }
      createGain() {
        return {
          gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
          connect: (node: unknown) => node,
        };
      }
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    try {
      const { user } = await renderOrderManagement('/app/orders', { lng: 'id' });
      await waitFor(() => expect(rows()).toHaveLength(10), FIRST_VISIT);
      await placeOrder('Siti Sepi');
      await refocus();
      await waitFor(() => expect(liveRegion()).toHaveTextContent(/^1 pesanan baru$/), FIRST_VISIT);
      expect(notes).toHaveLength(0);

      await user.click(screen.getByRole('switch', { name: 'Bunyi notifikasi' }));
      await placeOrder('Siti Bunyi');
      await refocus();
      await waitFor(() => expect(notes.length).toBeGreaterThan(0), FIRST_VISIT);
      const played = notes.length;
      await refocus();
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(notes).toHaveLength(played);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
