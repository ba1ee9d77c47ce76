import type { Page } from '@playwright/test';
import { expect, test, uniqueSuffix } from './fixtures';
import { axeViolations } from './support/axe';
import {
  expectBellCount,
  expectHybridBanner,
  expectNavCount,
  firstLooks,
  orderWithWaitingReceipt,
  startHybridMode,
  type WaitingReceipt,
} from './support/backOfficeCounts';
import { signIn } from './support/signIn';
import { translator, type Language, type Translate } from './support/translations';

/**
 * Accessibility: every route and the main dialogs pass axe-core's
 * WCAG 2.0/2.1 A and AA rules with zero violations, at a phone width (390 px)
 * and a laptop width (1366 px). Runs against the production build with the
 * in-browser mock backend. The back office is visited in Indonesian and in
 * English with every count it can show, made for the journey: a count that
 * appears only with data is checked with that data.
 */

// The back office's counts come from proposed calls (payment receipts): these journeys need a backend that has them,
// whatever scenario a run starts others with (E2E_MOCK_SCENARIO=proposed:off); the screens of a backend without them
// ('Belum didukung oleh server') have their stories.
test.use({ mockScenario: '' });

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
] as const;

interface ScreenState {
  name: string;
  path: string;
  /** waits for the state to be ready, or drives the page into it (opens a dialog, moves a step) */
  ready: (page: Page) => Promise<void>;
}

const heading =
  (name: string | RegExp, level = 1) =>
  async (page: Page) => {
    await expect(page.getByRole('heading', { level, name }).first()).toBeVisible();
  };

/** The public side and the sign-in pages, in Indonesian. */
const PUBLIC_STATES: ScreenState[] = [
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
  {
    name: 'order page not found',
    path: '/public/pesanan/1001?t=AAAAAAAAAAAAAAAAAAAAAA',
    ready: async (page) => expect(page.getByRole('heading', { name: 'Pesanan tidak ditemukan' })).toBeVisible(),
  },
];

async function checkPublicStates(page: Page) {
  for (const state of PUBLIC_STATES) {
    await test.step(state.name, async () => {
      // A public state starts as a first visit: the wizard keeps its draft in sessionStorage.
      if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear());
      await page.goto(state.path);
      await expect(page.getByTestId('main-loader')).toHaveCount(0, { timeout: 5000 });
      await state.ready(page);
      expect.soft(await axeViolations(page), `axe violations: ${state.name} (${state.path})`).toEqual([]);
    });
  }
}

/** A back-office journey: its page, the language's texts, the order and receipt it made, and the window's width. */
interface Journey {
  page: Page;
  t: Translate;
  data: WaitingReceipt;
  width: (typeof WIDTHS)[number]['name'];
}

interface BackOfficeState {
  name: string;
  /** None: a dialog or menu opened over the page of the state before, which is not loaded again. */
  path?: string | ((data: WaitingReceipt) => string);
  /** Only at this width: the menu's drawer on a phone; the other menu settings on a laptop. */
  only?: Journey['width'];
  /** The theme settings' menu for this state: in localStorage (appSettings) before the page loads, removed after. */
  menu?: 'horizontal' | 'collapsible-vertical';
  /** A page without the back-office frame (the print pages): no bell, no navigation, no banner. */
  frameless?: boolean;
  /** Waits for the state, or drives the page into it, and checks the counts and markers of its own. */
  ready: (journey: Journey) => Promise<void>;
}

const mainHeading = async ({ page }: Journey) => expect(page.locator('main h1').first()).toBeVisible();

const headingOf =
  (key: string, values?: Record<string, string | number>) =>
  async ({ page, t }: Journey) =>
    expect(page.getByRole('heading', { level: 1, name: t(key, values) }).first()).toBeVisible();

/**
 * A text with its `{{values}}` left in (Translate keeps those it is not given) as a pattern: any text in their
 * place.
 */
const textPattern = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`);

/** An edit page with its form filled from the backend. */
const filledForm = async (journey: Journey) => {
  await mainHeading(journey);
  await expect(journey.page.locator('main').getByRole('textbox').first()).not.toHaveValue('');
};

/**
 * Every back-office screen of src/app/routes/routes.tsx: the routes under /app (/app itself and /app/marketing only
 * lead to /app/flower and /app/LandingLaporan), the profile and the mailbox; the dialogs and menus the journeys open;
 * the order and the receipt marked 'Baru'; the menu's other settings. On each page loaded, the frame's counts are
 * checked first (the bell; the sidebar on a laptop; the hybrid-mode strip).
 */
const BACK_OFFICE: BackOfficeState[] = [
  { name: 'categories', path: '/app/flower', ready: headingOf('catalogue:categories.title') },
  {
    name: 'category create dialog',
    ready: async ({ page, t }) => {
      await page
        .getByRole('button', { name: t('catalogue:categories.add') })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'products of a category',
    path: '/app/flower/products/1',
    ready: async ({ page, t }) =>
      expect(page.getByRole('heading', { level: 1, name: textPattern(t('catalogue:products.title')) })).toBeVisible(),
  },
  { name: 'analytics', path: '/app/analytics', ready: headingOf('analytics:title') },
  { name: 'tables', path: '/app/tables', ready: headingOf('tables:title') },
  { name: 'accounts', path: '/app/akun', ready: mainHeading },
  { name: 'account create', path: '/app/akun/create', ready: headingOf('accounts:create.title') },
  { name: 'news', path: '/app/berita', ready: mainHeading },
  { name: 'news create', path: '/app/berita/create', ready: mainHeading },
  { name: 'apps', path: '/app/apps', ready: mainHeading },
  { name: 'booking confirmation', path: '/app/apps/booking-confirmation', ready: mainHeading },
  { name: 'reports', path: '/app/LandingLaporan', ready: headingOf('reports:title') },
  {
    name: 'theme settings open',
    ready: async ({ page, t }) => {
      await page.getByRole('button', { name: t('settings:open') }).click();
      await expect(page.getByRole('dialog', { name: t('settings:title') })).toBeVisible();
    },
  },
  { name: 'customers', path: '/app/customer', ready: headingOf('customer:title') },
  {
    name: "the menu open, with 'Bukti Pembayaran' counting the waiting receipt",
    only: 'phone',
    ready: async ({ page, t }) => {
      await page.getByRole('button', { name: t('shell:header.toggleMenu') }).click();
      await expectNavCount(page.getByRole('dialog'), t);
    },
  },
  { name: 'gallery', path: '/app/gallery', ready: mainHeading },
  { name: 'gallery create', path: '/app/gallery/create', ready: mainHeading },
  { name: 'gallery edit', path: '/app/gallery/edit/1', ready: filledForm },
  { name: 'parameters', path: '/app/general', ready: mainHeading },
  { name: 'parameter create', path: '/app/general/create', ready: mainHeading },
  { name: 'parameter edit', path: '/app/general/edit/7', ready: filledForm },
  {
    name: "delivery board, the new order's card marked 'Baru'",
    path: (data) => `/app/orders?view=board&day=${data.deliveryDay}`,
    ready: async ({ page, t, data }) => {
      const card = page.getByRole('article').filter({ hasText: `#${data.orderId}` });
      await expect(card.locator('.new-item-badge')).toHaveText(t('orders:newOrders.badge'));
    },
  },
  {
    name: "orders, the new one marked 'Baru'",
    path: '/app/orders',
    ready: async ({ page, t, data }) => {
      await expect(page.getByText(t('orders:newOrders.summary_one', { count: 1 }))).toBeVisible();
      const order = page.locator('.is-new').filter({ hasText: data.customerName });
      await expect(order.locator('.new-item-badge')).toHaveText(t('orders:newOrders.badge'));
    },
  },
  {
    // Opening an order marks it seen: after the list and the board.
    name: 'order details dialog',
    ready: async ({ page, t, data }) => {
      await page.getByRole('button', { name: t('orders:actions.viewOf', { id: data.orderId }) }).click();
      await expect(page.getByRole('dialog', { name: t('orders:details.title', { id: data.orderId }) })).toBeVisible();
    },
  },
  {
    name: "the new order's ticket (print)",
    path: (data) => `/app/orders/print/tickets?order=${data.orderId}`,
    frameless: true,
    ready: async ({ page, t, data }) => {
      await expect(page.getByRole('article', { name: t('print:ticket.label', { id: data.orderId }) })).toBeVisible();
      await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    },
  },
  {
    name: "the new order's day's manifest (print)",
    path: (data) => `/app/orders/print/manifest?day=${data.deliveryDay}`,
    frameless: true,
    ready: async ({ page, data }) =>
      expect(page.getByRole('row').filter({ hasText: `#${data.orderId}` })).toBeVisible(),
  },
  {
    name: 'delivery settings',
    path: '/app/delivery',
    ready: async ({ page, t }) => expect(page.getByRole('button', { name: t('delivery:zones.add') })).toBeVisible(),
  },
  {
    name: 'message templates',
    path: '/app/message-templates',
    ready: async (journey) => {
      await headingOf('templates:title')(journey);
      const list = journey.page.getByRole('region', {
        name: new RegExp(`^${journey.t('templates:list.label.board')}`),
      });
      await expect(list.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'message template create dialog',
    ready: async ({ page, t }) => {
      await page.getByRole('button', { name: t('templates:list.add') }).click();
      await expect(page.getByRole('dialog', { name: t('templates:form.createTitle') })).toBeVisible();
    },
  },
  {
    name: "payment receipts, the waiting one marked 'Baru'",
    path: '/app/payments',
    ready: async ({ page, t, data }) => {
      await expect(page.getByText(t('payments:newReceipts.summary_one', { count: 1 }))).toBeVisible();
      const card = page.getByRole('article').filter({ hasText: t('payments:card.order', { id: data.orderId }) });
      await expect(card.locator('.new-item-badge')).toHaveText(t('payments:newReceipts.badge'));
    },
  },
  {
    // Opening a receipt marks it seen: after the queue.
    name: 'payment receipt lightbox',
    ready: async ({ page, t, data }) => {
      await page.getByRole('button', { name: t('payments:card.openLabel', { id: data.orderId }) }).click();
      const lightbox = page.getByRole('dialog', { name: t('payments:lightbox.title', { id: data.orderId }) });
      await expect(
        lightbox.getByRole('img', { name: t('payments:lightbox.imageAlt', { id: data.orderId }) }),
      ).toBeVisible();
    },
  },
  { name: 'profile', path: '/users/profile', ready: mainHeading },
  {
    name: 'user menu open',
    ready: async ({ page, t }) => {
      await page.getByRole('button', { name: t('shell:userMenu.toggle', { name: 'owner' }) }).click();
      await expect(page.locator('.dropdown-menu.show')).toBeVisible();
    },
  },
  {
    name: 'mailbox, with the waiting receipt',
    path: '/apps/mailbox',
    ready: async ({ page, t, data }) => {
      const receipts = page.getByRole('region', { name: t('shell:inbox.receipts.title') });
      await expect(
        receipts.getByRole('link', { name: new RegExp(t('shell:inbox.receipts.item', { id: data.orderId })) }),
      ).toBeVisible();
    },
  },
  {
    name: 'notifications open, with the waiting receipt',
    ready: async ({ page, t }) => {
      await page.locator('#notifications-toggle').click();
      await expect(
        page.getByRole('link', { name: new RegExp(t('shell:notifications.receipts', { count: 1 })) }),
      ).toBeVisible();
    },
  },
  {
    name: "the horizontal menu, with 'Bukti Pembayaran' counting the waiting receipt",
    path: '/app/flower',
    only: 'laptop',
    menu: 'horizontal',
    ready: async ({ page, t }) => expectNavCount(page.locator('.app-hmenu'), t),
  },
  {
    name: 'the collapsed sidebar, its count on the icon',
    path: '/app/payments',
    only: 'laptop',
    menu: 'collapsible-vertical',
    ready: async ({ page, t }) => {
      const label = t('shell:sidebar.payments');
      const link = page.getByRole('link', { name: t('shell:sidebar.pendingCount', { label, count: 1 }), exact: true });
      await expect(link.locator('.badge')).toHaveText('1');
      await expect(link.locator('.app-sidebar__label')).toBeHidden();
    },
  },
];

/** A page loaded in hybrid mode: its calls wait for the service worker's mock to start (e2e/hybrid-mocks.spec.ts). */
const LOAD = 30_000;

/** The frame's counts and markers, on every back-office page: before a state opens a dialog over them. */
async function expectFrameCounts({ page, t, width }: Journey, state: Pick<BackOfficeState, 'menu'>, timeout?: number) {
  await expectBellCount(page, t, timeout);
  if (width === 'laptop' && !state.menu) await expectNavCount(page.locator('#app-sidebar'), t);
}

/**
 * Opens `path` in the running app as a link does (the router follows the browser's history), without loading the page
 * again: what the frame has loaded stays, and a state costs its own screen alone.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: `a11y${index + 1}`, idx: index + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** A dialog, drawer or menu a state opened is closed with Escape before the next screen (the frame's stay open). */
async function closeOverlays(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('.modal.show, .offcanvas.show, .dropdown-menu.show')).toHaveCount(0);
}

/** `load`: the page is loaded (the journey's first screen, a menu setting read at start-up); else opened in the app. */
async function checkBackOfficeState(journey: Journey, state: BackOfficeState, load: boolean) {
  const { page, data } = journey;
  const path = typeof state.path === 'function' ? state.path(data) : state.path;
  await test.step(state.name, async () => {
    if (path) {
      if (state.menu)
        await page.evaluate((menu) => localStorage.setItem('appSettings', JSON.stringify({ menu })), state.menu);
      const loaded = load || Boolean(state.menu);
      if (loaded) await page.goto(path);
      else await openInApp(page, path);
      await expect(page.getByTestId('main-loader')).toHaveCount(0, { timeout: 5000 });
      if (!state.frameless) {
        await expectFrameCounts(journey, state, loaded ? LOAD : undefined);
        await expectHybridBanner(page, journey.t);
      }
    }
    await state.ready(journey);
    expect.soft(await axeViolations(page), `axe violations: ${state.name} (${page.url()})`).toEqual([]);
    if (!path) await closeOverlays(page);
    if (state.menu) await page.evaluate(() => localStorage.removeItem('appSettings'));
  });
}

/**
 * Signed in, staff have looked at the orders and the receipts; then an order arrives with a transfer receipt
 * (support/backOfficeCounts.ts). Then the back office is in `language`.
 */
async function startJourney(page: Page, language: Language, width: Journey['width']): Promise<Journey> {
  await signIn(page);
  await firstLooks(page, translator('id'));
  const data = await orderWithWaitingReceipt(page, `Aksesibel ${uniqueSuffix()}`);
  await page.evaluate((code) => localStorage.setItem('selectedLanguage', code), language);
  return { page, t: translator(language), data, width };
}

/** The mock controls open, with the mock clock set (a scenario of the URL) and its time shown. */
async function checkMockControls(journey: Journey) {
  const { page, t } = journey;
  await test.step('mock controls open, with the mock clock', async () => {
    await page.goto(`/app/flower?mock=clock:${new Date().toISOString()}`);
    await expect(page.getByTestId('main-loader')).toHaveCount(0, { timeout: 5000 });
    await expectFrameCounts(journey, {}, LOAD);
    await page.locator('button[aria-keyshortcuts="Alt+Shift+M"]').click();
    const panel = page.getByRole('region', { name: t('mock:panel.title') });
    await expect(panel.getByText(t('mock:panel.clockNow', { time: '' }).trim())).toBeVisible();
    expect.soft(await axeViolations(page), 'axe violations: mock controls open').toEqual([]);
  });
}

const LANGUAGES: Language[] = ['id', 'en'];

for (const size of WIDTHS) {
  test.describe(`axe WCAG 2.1 A/AA at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`public and auth screens (${size.name})`, async ({ page }) => {
      test.setTimeout(15_000 * PUBLIC_STATES.length);
      await checkPublicStates(page);
    });

    // One signed-in journey per language and width visits every state (each check reports on its own): one sign-in
    // and one order for all of them keeps the suite quick.
    for (const language of LANGUAGES) {
      test(`back-office screens and dialogs with their counts, ${language} (${size.name})`, async ({
        page,
        context,
      }) => {
        const states = BACK_OFFICE.filter((state) => !state.only || state.only === size.name);
        // Its time grows with the states (up to 15 s each on a busy 2-core machine), and the start's five pages.
        test.setTimeout(15_000 * (states.length + 5));
        const journey = await startJourney(page, language, size.name);
        await checkMockControls(journey);
        // The rest in hybrid mode, so that every screen also shows the strip of a proposed feature.
        await startHybridMode(context);
        for (const [index, state] of states.entries()) await checkBackOfficeState(journey, state, index === 0);
      });
    }
  });
}

/**
 * The check above can fail: on the sidebar's real link, a name that leaves out the count it shows, or the link's text
 * run together with its count ('Bukti Pembayaran1', as it once rendered), is reported by the same axe check as
 * label-content-name-mismatch.
 */
test('the axe check reports a link whose name does not hold the count it shows', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const t = translator('id');
  await signIn(page);
  await orderWithWaitingReceipt(page, `Aksesibel ${uniqueSuffix()}`);
  await page.goto('/app/flower');
  await expectNavCount(page.locator('#app-sidebar'), t);
  const link = page.locator('#app-sidebar a[href="/app/payments"]');
  const mismatches = async () =>
    (await axeViolations(page)).filter((violation) => violation.startsWith('label-content-name-mismatch:'));
  expect(await mismatches(), 'as rendered').toEqual([]);

  await test.step('a name without the count', async () => {
    const name = await link.getAttribute('aria-label');
    await link.evaluate((element, label) => element.setAttribute('aria-label', label), t('shell:sidebar.payments'));
    expect(await mismatches()).toEqual([expect.stringContaining(t('shell:sidebar.payments'))]);
    await link.evaluate((element, label) => element.setAttribute('aria-label', label!), name);
    expect(await mismatches(), 'the name restored').toEqual([]);
  });

  await test.step('the label and the count run together', async () => {
    await link.evaluate((element) => {
      const badge = element.querySelector('.badge')!;
      if (badge.previousSibling?.nodeType === Node.TEXT_NODE) badge.previousSibling.remove();
    });
    await expect(link).toHaveText(`${t('shell:sidebar.payments')}1`);
    expect(await mismatches()).toEqual([expect.stringContaining(t('shell:sidebar.payments'))]);
  });
});
