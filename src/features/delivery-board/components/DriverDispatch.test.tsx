import '@/test/dialogTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder } from '@/entities/order/test/orderFixtures';
import { fixClockAt } from '@/test/fixedClock';
import { renderOrderManagement } from '@/test/renderOrderManagement';
import { FIRST_VISIT } from '@/test/waits';
import { pngFile } from '@mocks/contract/pngFile';
import { getDb, mockServer } from '@mocks/node';

vi.setConfig({ testTimeout: 30_000 });

// 10:00 in the shop on Monday 23 November 2026: the seed puts that day's deliveries on kurir's run.
const TODAY = '2026-11-23';
fixClockAt(new Date(`${TODAY}T10:00:00+07:00`));

/** Midnight of a shop day, as the API sends delivery dates. */
const shopMidnight = (iso: string) => new Date(`${iso}T00:00:00+07:00`).toISOString();
const lane = (name: RegExp) => screen.getByRole('region', { name });
const cardIds = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('article')
    .map((card) => Number(/#(\d+)/.exec(card.textContent ?? '')?.[1]));
const cardOf = (id: number) => screen.getByRole('article', { name: new RegExp(`^#${id} `) });
const positionOf = (id: number) => getDb().customerOrders.find(id)?.runPosition ?? null;

/** The board for the shop's today in lanes by driver, with kurir's lane loaded. */
async function openDispatch() {
  const rendered = await renderOrderManagement('/app/orders?view=board&group=driver', { lng: 'id' });
  await screen.findByRole('region', { name: /^kurir/ }, FIRST_VISIT);
  return rendered;
}

describe('dispatch on the delivery board (proposed)', () => {
  it("lays the day out by driver: kurir's stops in the run's order, with the driver's own manifest", async () => {
    await openDispatch();
    const grouping = screen.getByRole('group', { name: 'Kelompokkan lajur' });
    expect(within(grouping).getByRole('button', { name: 'Kurir' })).toHaveAttribute('aria-pressed', 'true');
    const ids = cardIds(lane(/^kurir/));
    expect(ids.length, "stops on kurir's seeded run").toBeGreaterThan(1);
    const positions = ids.map(positionOf);
    expect(positions).toEqual([...positions].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(within(lane(/^kurir/)).getByRole('link', { name: 'Cetak manifest (kurir kurir)' })).toHaveAttribute(
      'href',
      `/app/orders/print/manifest?day=${TODAY}&driver=kurir`,
    );
    expect(within(cardOf(ids[0])).getByText('Pemberhentian 1 dari ' + ids.length)).toBeInTheDocument();
  });

  it("puts a delivery on kurir's run from its card, then moves it earlier", async () => {
    const db = getDb();
    const [, second] = db.customerOrders
      .all()
      .filter((order) => order.driver === 'kurir')
      .sort((a, b) => (a.runPosition ?? 0) - (b.runPosition ?? 0));
    // Taken off the run, so the board shows it 'Belum ditugaskan'.
    db.customerOrders.update(second.orderID, { driver: null, runPosition: null });
    const { user } = await openDispatch();
    await waitFor(() => expect(cardIds(lane(/^Belum ditugaskan/))).toContain(second.orderID));

    const card = cardOf(second.orderID);
    const select = within(card).getByRole('combobox', { name: `Kurir (pesanan #${second.orderID})` });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'kurir' })).toBeInTheDocument());
    await user.selectOptions(select, 'kurir');
    expect(await screen.findByText('Penugasan kurir disimpan.')).toBeInTheDocument();
    await waitFor(() => expect(cardIds(lane(/^kurir/)).at(-1)).toBe(second.orderID), FIRST_VISIT);
    expect(cardIds(lane(/^Belum ditugaskan/))).not.toContain(second.orderID);
    expect(db.customerOrders.find(second.orderID)?.driver).toBe('kurir');

    const stops = cardIds(lane(/^kurir/));
    await user.click(
      within(cardOf(second.orderID)).getByRole('button', {
        name: `Pindahkan pesanan #${second.orderID} lebih awal di rute`,
      }),
    );
    await waitFor(() => expect(cardIds(lane(/^kurir/)).at(-2)).toBe(second.orderID), FIRST_VISIT);
    expect(positionOf(second.orderID)).toBe(stops.length - 1);
  });

  it("shows each card's driver and the arrangement photo's answer, and sends a photo from the card", async () => {
    const { user } = await renderOrderManagement('/app/orders?view=board', { lng: 'id' });
    const kurirStop = getDb()
      .customerOrders.all()
      .find(
        (order) =>
          order.driver === 'kurir' && !getDb().arrangementPhotos.where((p) => p.orderID === order.orderID).length,
      )!;
    await waitFor(() => expect(cardOf(kurirStop.orderID)).toBeInTheDocument(), FIRST_VISIT);
    const card = cardOf(kurirStop.orderID);
    expect(within(card).getByText('Kurir').nextElementSibling).toHaveTextContent('kurir');
    expect(within(card).getByText('Belum ada foto')).toBeInTheDocument();

    await user.upload(
      within(card).getByLabelText(`Kirim foto rangkaian (pesanan #${kurirStop.orderID})`),
      pngFile('rangkaian.png'),
    );
    expect(
      await within(cardOf(kurirStop.orderID)).findByText('Menunggu jawaban pelanggan', {}, FIRST_VISIT),
    ).toBeInTheDocument();
    expect(getDb().arrangementPhotos.where((photo) => photo.orderID === kurirStop.orderID)).toHaveLength(1);
  });

  it('offers no lanes by driver when the backend does not say who delivers', async () => {
    // Today's backend: the orders carry no `driver`.
    const orders = [
      makeOrder(301, { deliveryDate: shopMidnight(TODAY), deliveryTime: 'Pagi (08:00 - 12:00)', customerName: 'Sari' }),
    ];
    expect('driver' in orders[0]).toBe(false);
    mockServer.use(http.get('*/api/CustomerOrder', () => HttpResponse.json(orders)));
    await renderOrderManagement('/app/orders?view=board&group=driver', { lng: 'id' });
    await waitFor(() => expect(cardIds(lane(/^Pagi/))).toEqual([301]), FIRST_VISIT);
    expect(screen.queryByRole('group', { name: 'Kelompokkan lajur' })).toBeNull();
    expect(screen.queryByRole('region', { name: /^Belum ditugaskan/ })).toBeNull();
    expect(within(cardOf(301)).queryByText('Kurir')).toBeNull();
  });
});
