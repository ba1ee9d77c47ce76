import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { signIn } from './support/signIn';

/**
 * Accessibility: every route and the main dialogs pass axe-core's
 * WCAG 2.0/2.1 A and AA rules with zero violations, at a phone width (390 px)
 * and a laptop width (1366 px). Runs against the production build with the
 * in-browser mock backend.
 */

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
] as const;

interface ScreenState {
  name: string;
  path: string;
  /** signs in as the owner first */
  signedIn?: boolean;
  /** waits for the state to be ready, or drives the page into it (opens a dialog, moves a step) */
  ready: (page: Page) => Promise<void>;
}

const heading =
  (name: string | RegExp, level = 1) =>
  async (page: Page) => {
    await expect(page.getByRole('heading', { level, name }).first()).toBeVisible();
  };

const STATES: ScreenState[] = [
  {
    name: 'public home',
    path: '/public/home',
    ready: async (page) => {
      await expect(page.locator('#categories').getByRole('link', { name: 'Lihat Koleksi' })).toHaveCount(6);
      await expect(page.locator('#gallery img').first()).toBeVisible();
    },
  },
  { name: 'order wizard, step 1', path: '/public/fleur/order', ready: heading('Pilih Kategori Bunga', 2) },
  {
    name: 'order wizard, step 2 with the form',
    path: '/public/fleur/order',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Lihat Produk Buket Mawar' }).click();
      await page.getByRole('button', { name: 'Pilih Buket Mawar Merah Klasik' }).click();
      await expect(page.getByLabel('Tanggal Pengiriman')).toBeVisible();
    },
  },
  {
    name: 'order wizard, a validation dialog',
    path: '/public/fleur/order',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Lihat Produk Buket Mawar' }).click();
      await page.getByRole('button', { name: 'Lanjutkan', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Pilih Produk' })).toBeVisible();
    },
  },
  { name: 'login', path: '/auth/login', ready: heading(/Masuk|Login/) },
  {
    name: 'cover register',
    path: '/auth/cover-register',
    ready: async (page) => expect(page.locator('main')).toBeVisible(),
  },
  { name: 'not found', path: '/tidak-ada', ready: async (page) => expect(page.locator('main')).toBeVisible() },
  { name: 'categories', path: '/app/flower', signedIn: true, ready: heading('Manajemen Kategori Bunga') },
  {
    name: 'category create dialog',
    path: '/app/flower',
    signedIn: true,
    ready: async (page) => {
      await page
        .getByRole('button', { name: /Tambah Kategori/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'products of a category', path: '/app/flower/products/1', signedIn: true, ready: heading(/^Produk /) },
  { name: 'analytics', path: '/app/analytics', signedIn: true, ready: heading('Analitik Penjualan') },
  { name: 'tables', path: '/app/tables', signedIn: true, ready: heading('Tabel Pesanan') },
  {
    name: 'accounts',
    path: '/app/akun',
    signedIn: true,
    ready: async (page) => expect(page.locator('main h1').first()).toBeVisible(),
  },
  { name: 'account create', path: '/app/akun/create', signedIn: true, ready: heading('Tambah Akun') },
  {
    name: 'news',
    path: '/app/berita',
    signedIn: true,
    ready: async (page) => expect(page.locator('main h1').first()).toBeVisible(),
  },
  {
    name: 'news create',
    path: '/app/berita/create',
    signedIn: true,
    ready: async (page) => expect(page.locator('main h1').first()).toBeVisible(),
  },
  {
    name: 'apps',
    path: '/app/apps',
    signedIn: true,
    ready: async (page) => expect(page.locator('main h1').first()).toBeVisible(),
  },
  {
    name: 'booking confirmation',
    path: '/app/apps/booking-confirmation',
    signedIn: true,
    ready: async (page) => expect(page.locator('main h1').first()).toBeVisible(),
  },
  { name: 'reports', path: '/app/LandingLaporan', signedIn: true, ready: heading('Laporan') },
  { name: 'customers', path: '/app/customer', signedIn: true, ready: heading('Pelanggan') },
  {
    name: 'orders',
    path: '/app/orders',
    signedIn: true,
    ready: async (page) => expect(page.locator('main h1').first()).toBeVisible(),
  },
  {
    name: 'gallery',
    path: '/app/gallery',
    signedIn: true,
    ready: async (page) => expect(page.locator('main h1').first()).toBeVisible(),
  },
  {
    name: 'gallery create',
    path: '/app/gallery/create',
    signedIn: true,
    ready: async (page) => expect(page.locator('main h1').first()).toBeVisible(),
  },
  {
    name: 'parameters',
    path: '/app/general',
    signedIn: true,
    ready: async (page) => expect(page.locator('main h1').first()).toBeVisible(),
  },
  {
    name: 'parameter create',
    path: '/app/general/create',
    signedIn: true,
    ready: async (page) => expect(page.locator('main h1').first()).toBeVisible(),
  },
  {
    name: 'payment proofs',
    path: '/app/payments',
    signedIn: true,
    // The seed has no proofs: the empty queue, or under today's backend (proposed:off) 'Belum didukung oleh server'.
    ready: async (page) =>
      expect(
        page
          .getByText('Tidak ada bukti pembayaran yang menunggu verifikasi')
          .or(page.getByText('Belum didukung oleh server')),
      ).toBeVisible(),
  },
  {
    name: 'order page not found',
    path: '/public/pesanan/1001?t=AAAAAAAAAAAAAAAAAAAAAA',
    signedIn: false,
    ready: async (page) => expect(page.getByRole('heading', { name: 'Pesanan tidak ditemukan' })).toBeVisible(),
  },
  {
    name: 'delivery settings',
    path: '/app/delivery',
    signedIn: true,
    // Today's backend (proposed:off) has no delivery settings: the screen then says so, and that state is checked.
    ready: async (page) =>
      expect(
        page.getByRole('button', { name: 'Tambah zona' }).or(page.getByText('Belum didukung oleh server')),
      ).toBeVisible(),
  },
  {
    name: 'user menu open',
    path: '/app/flower',
    signedIn: true,
    ready: async (page) => {
      await page.getByRole('button', { name: /Menu pengguna/ }).click();
      await expect(page.getByRole('menu').or(page.locator('.dropdown-menu.show')).first()).toBeVisible();
    },
  },
];

/**
 * Every back-office screen is checked with the bell showing a count (the seed
 * always has deliveries that are late today, whatever day it is built on), so
 * axe's label-in-name rule has the count to compare the bell's name with; and
 * the name is checked to say what the badge shows.
 */
async function expectBellWithCount(page: Page) {
  const bell = page.locator('#notifications-toggle');
  const badge = bell.locator('.notifications__badge');
  await expect(badge).toHaveText(/^(\d|9\+)$/);
  const shown = (await badge.textContent())!.trim();
  await expect(bell).toHaveAccessibleName(`Notifikasi: ${shown} baru`);
}

async function checkStates(page: Page, states: ScreenState[]) {
  for (const state of states) {
    await test.step(state.name, async () => {
      // A public state starts as a first visit: the wizard keeps its draft in sessionStorage.
      if (!state.signedIn && page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear());
      await page.goto(state.path);
      await expect(page.getByTestId('main-loader')).toHaveCount(0, { timeout: 5000 });
      await state.ready(page);
      if (state.signedIn) await expectBellWithCount(page);
      expect.soft(await axeViolations(page), `axe violations: ${state.name} (${state.path})`).toEqual([]);
    });
  }
}

// One signed-in journey per width visits every state (each check reports on its own), which keeps the suite quick.
for (const size of WIDTHS) {
  test.describe(`axe WCAG 2.1 A/AA at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`public and auth screens (${size.name})`, async ({ page }) => {
      await checkStates(
        page,
        STATES.filter((state) => !state.signedIn),
      );
    });

    test(`back-office screens and dialogs (${size.name})`, async ({ page }) => {
      const backOffice = STATES.filter((state) => state.signedIn);
      // One journey visits every back-office state: its time grows with them (about 15 s each on a busy 2-core machine).
      test.setTimeout(15_000 * backOffice.length);
      await signIn(page);
      await checkStates(page, backOffice);
    });
  });
}
