import '@/test/dialogTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixClockAt } from '@/test/fixedClock';
import { renderOrderManagement } from '@/test/renderOrderManagement';
import { FIRST_VISIT } from '@/test/waits';
import { getDb } from '@mocks/node';
import { rowOf, rows } from '../test/orderRows';

vi.setConfig({ testTimeout: 30_000 });

// 10:00 in the shop on Monday 23 November 2026: the seed puts that day's deliveries on kurir's run.
fixClockAt(new Date('2026-11-23T10:00:00+07:00'));

const runOf = (driver: string) =>
  getDb()
    .customerOrders.all()
    .filter((order) => order.driver === driver)
    .sort((a, b) => (a.runPosition ?? 0) - (b.runPosition ?? 0));

/** Order Management showing order `id` alone, its details opened. */
async function openDetails(id: number) {
  const rendered = await renderOrderManagement(`/app/orders?search=%23${id}`, { lng: 'id' });
  await waitFor(() => expect(rows()).toHaveLength(1), FIRST_VISIT);
  await rendered.user.click(within(rowOf(id)).getByRole('button', { name: `Lihat detail pesanan #${id}` }));
  const popup = await screen.findByRole('dialog', { name: `Pesanan #${id}` }, FIRST_VISIT);
  const section = within(popup).getByRole('heading', { name: 'Kurir' }).closest('section')!;
  return { ...rendered, popup, section };
}

describe("the delivery's driver ('Kurir', proposed)", () => {
  it('shows the stop on its run and moves it later, the next stop taking its place', async () => {
    const [first, second] = runOf('kurir');
    expect(second, 'two stops on the seeded run').toBeTruthy();
    const { user, section } = await openDetails(first.orderID);
    expect(within(section).getByRole('combobox', { name: 'Kurir pengantar' })).toHaveValue('kurir');
    expect(await within(section).findByText(`Pemberhentian 1 dari ${runOf('kurir').length}`)).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: `Pindahkan pesanan #${first.orderID} lebih awal di rute` }),
    ).toBeDisabled();

    await user.click(
      within(section).getByRole('button', { name: `Pindahkan pesanan #${first.orderID} lebih akhir di rute` }),
    );
    expect(await within(section).findByText('Penugasan kurir disimpan.')).toBeInTheDocument();
    expect(await within(section).findByText(/^Pemberhentian 2 dari /)).toBeInTheDocument();
    expect(
      runOf('kurir')
        .slice(0, 2)
        .map((order) => order.orderID),
    ).toEqual([second.orderID, first.orderID]);
  });

  it('puts an unassigned delivery on a driver’s run, and takes it off again', async () => {
    const db = getDb();
    const loose = db.customerOrders
      .all()
      .find(
        (order) =>
          !order.driver && order.fulfilment !== 'pickup' && db.currentStatus(order.orderID)?.status !== 'Cancelled',
      )!;
    const { user, section } = await openDetails(loose.orderID);
    const select = within(section).getByRole('combobox', { name: 'Kurir pengantar' });
    expect(select).toHaveValue('');
    const save = within(section).getByRole('button', { name: 'Simpan' });
    expect(save).toBeDisabled();
    await waitFor(() => expect(within(select).getByRole('option', { name: 'kurir' })).toBeInTheDocument());
    await user.selectOptions(select, 'kurir');
    await user.click(save);
    expect(await within(section).findByText('Penugasan kurir disimpan.')).toBeInTheDocument();
    expect(await within(section).findByText(/^Pemberhentian \d+ dari \d+$/)).toBeInTheDocument();
    expect(getDb().customerOrders.find(loose.orderID)?.driver).toBe('kurir');

    await user.selectOptions(select, '');
    await user.click(within(section).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(getDb().customerOrders.find(loose.orderID)?.driver ?? null).toBeNull());
  });
});
