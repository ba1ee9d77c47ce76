import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { shopTomorrow } from '@/lib/dates/shopClock';
import { SHOP_LAST_MINUTE } from '@/test/fixedClock';

/** The wizard tests run with the clock fixed at this instant (see fixClockAt in each file). */
export const WIZARD_NOW = SHOP_LAST_MINUTE;
import { renderRoute } from '@/test/renderRoute';
import { FIRST_VISIT } from '@/test/waits';

export const WIZARD_PATH = '/public/fleur/order';

/** Renders the wizard route and waits for the seeded categories. */
export async function openWizard(lng: 'id' | 'en' = 'id') {
  const view = await renderRoute(WIZARD_PATH, { lng });
  await screen.findByRole(
    'heading',
    { level: 2, name: lng === 'id' ? 'Pilih Kategori Bunga' : 'Choose a Flower Category' },
    FIRST_VISIT,
  );
  return view;
}

export async function chooseCategory(user: UserEvent, name = 'Buket Mawar', lng: 'id' | 'en' = 'id') {
  await user.click(
    await screen.findByRole(
      'button',
      { name: `${lng === 'id' ? 'Lihat Produk' : 'View Products'} ${name}` },
      FIRST_VISIT,
    ),
  );
  await screen.findByRole('heading', { level: 2, name }, FIRST_VISIT);
}

export async function chooseProduct(user: UserEvent, name = 'Buket Mawar Merah Klasik', lng: 'id' | 'en' = 'id') {
  await user.click(
    await screen.findByRole('button', { name: `${lng === 'id' ? 'Pilih' : 'Choose'} ${name}` }, FIRST_VISIT),
  );
  await screen.findByRole(
    'heading',
    { level: 3, name: lng === 'id' ? 'Detail Pengiriman' : 'Delivery Details' },
    FIRST_VISIT,
  );
}

export interface Details {
  date?: string;
  time?: RegExp;
  name?: string;
  phone?: string;
  address?: string;
  instructions?: string;
}

export const FULL_DETAILS: Required<Details> = {
  date: shopTomorrow(WIZARD_NOW),
  time: /Siang \(12:00 - 17:00\)/,
  name: 'Siti Rahmawati',
  phone: '081298765432',
  address: 'Jl. Kemang Raya No. 15, Jakarta Selatan',
  instructions: 'Selamat ulang tahun, Mama!',
};

export const field = (label: string | RegExp) => screen.getByLabelText(label);

/** Fills the details form (Indonesian labels); missing keys stay untouched. */
export async function fillDetails(user: UserEvent, details: Details) {
  if (details.date) fireEvent.change(field('Tanggal Pengiriman'), { target: { value: details.date } });
  if (details.time) await user.click(screen.getByRole('radio', { name: details.time }));
  const enter = async (label: string, value: string) => {
    await user.click(field(label));
    await user.paste(value);
  };
  if (details.name) await enter('Nama Penerima', details.name);
  if (details.phone) await enter('Nomor Telepon Penerima', details.phone);
  if (details.address) await enter('Alamat Pengiriman', details.address);
  if (details.instructions) await enter('Instruksi Khusus (opsional)', details.instructions);
}

/** The open sweetalert2 dialog: checks its title and text, then closes it with OK. */
export async function expectDialog(user: UserEvent, title: string, text?: string | RegExp) {
  const dialog = await screen.findByRole('dialog', {}, FIRST_VISIT);
  expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument();
  if (text) expect(within(dialog).getByText(text)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), FIRST_VISIT);
  // sweetalert2 hands focus back to the opener 100 ms after closing; typing before that would go to the button.
  await new Promise((resolve) => setTimeout(resolve, 150));
}

export async function continueToConfirm(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
  await screen.findByRole('heading', { level: 2, name: 'Konfirmasi Pesanan' }, FIRST_VISIT);
}

/** Every request to POST /api/CustomerOrder, with its JSON body. */
export function recordOrderPosts(server: {
  events: { on: (event: 'request:start', listener: (args: { request: Request }) => void) => void };
}) {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/CustomerOrder') {
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
    }
  });
  return bodies;
}

export async function waitForOrderCount(get: () => number, expected: number) {
  await waitFor(() => expect(get()).toBe(expected));
}
