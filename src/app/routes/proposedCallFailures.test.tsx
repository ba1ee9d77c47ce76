import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import '@/test/dialogTestSetup';
import '@/entities/payment/test/responseBlobs';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerPhoto, sendArrangementPhoto } from '@/entities/order/test/arrangementPhotoBackend';
import { sendReceipts } from '@/entities/payment/test/sendReceipt';
import { clearOutbox } from '@/features/driver-run/model/proofOutbox';
import { openPaymentSession, pagePath, placeOrder, simulateGateway } from '@/features/order-page/test/orderPageBackend';
import { toShopDay } from '@/lib/dates/shopClock';
import { fixClockAt } from '@/test/fixedClock';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { pngFile } from '@mocks/contract/pngFile';
import { getDb, mockServer, setScenario } from '@mocks/node';
import { listOperations } from '@mocks/runtime/operations';

/**
 * Every proposed call (openapi.yaml `x-proposed: true`, the list read from the yaml) on the screen that uses it,
 * through the real app, store and mock backend (docs/product-rules.md#delivery-rules-proposed,
 * #order-page-proposed): only 404 and 501 mean the backend does not offer it (src/lib/api/unsupportedCall.ts),
 * which gives today's behaviour. Failing with 500, 503 or a timeout (no answer), the screen says so with a way to
 * try again, which works once the backend answers, and never shows the 'not offered' fallback.
 */

vi.setConfig({ testTimeout: 60_000 });

// 10:00 in the shop on Monday 23 November 2026.
fixClockAt(new Date('2026-11-23T10:00:00+07:00'));
// The driver's phone starts empty: nothing waiting, no run read before.
afterEach(() => clearOutbox());

type User = Awaited<ReturnType<typeof renderRoute>>['user'];

interface ScreenCase {
  /** The screen, in words. */
  name: string;
  /** Opens the screen and does what makes the call. */
  open(): Promise<User>;
  /** What the screen says when the call fails (500, 503 or no answer); read once the screen is open. */
  failure: string | ((failure: string) => string);
  /** Tries again: the failure's own retry, or the action again for a save. */
  retry(user: User): Promise<void>;
  /** What the screen shows once the call works. */
  recovered(): Promise<unknown>;
  /** A 404 or 501: today's behaviour. */
  notOffered(): Promise<unknown>;
}

const WIZARD = '/public/fleur/order';
/** The order the board's dispatch case assigned (its retry is named for it). */
let assignedOnBoard = 0;

/** The wizard's product form, without the rules: one free address box, no address parts. */
function isProductForm(): boolean {
  return Boolean(screen.queryByRole('textbox', { name: 'Alamat Pengiriman' })) && !screen.queryByLabelText('Provinsi');
}

async function productForm() {
  await screen.findByRole('textbox', { name: 'Alamat Pengiriman' });
  expect(isProductForm()).toBe(true);
}

/** The order page as it is without a gateway: the receipt upload in the payment card, no 'Bayar sekarang'. */
function isOrderPageWithoutGateway(): boolean {
  return Boolean(screen.queryByLabelText('Pilih gambar')) && !screen.queryByRole('region', { name: 'Bayar sekarang' });
}

/** Whether a screen shows what it shows when the backend does not offer a proposed call: never for a failure. */
function showsNotOffered(): boolean {
  return (
    Boolean(screen.queryByRole('heading', { name: 'Belum didukung oleh server' })) ||
    Boolean(screen.queryByRole('heading', { name: 'Pesanan tidak ditemukan' })) ||
    isProductForm() ||
    isOrderPageWithoutGateway()
  );
}

const click = async (user: User, name: string, within_: HTMLElement = document.body) =>
  user.click(within(within_).getByRole('button', { name }));

async function openWizardDetails(): Promise<User> {
  const { user } = await renderRoute(WIZARD);
  await user.click(await screen.findByRole('button', { name: 'Lihat Produk Buket Mawar' }));
  await user.click(await screen.findByRole('button', { name: 'Pilih Buket Mawar Merah Klasik' }));
  return user;
}

async function openBackOffice(path: string): Promise<User> {
  storeSession('owner');
  return (await renderRoute(path)).user;
}

async function openDeliverySettingsForm(): Promise<User> {
  const user = await openBackOffice('/app/delivery');
  await screen.findByRole('form', { name: 'Pengaturan Pengiriman' });
  return user;
}

async function openReceipt(): Promise<{ user: User; orderID: number }> {
  const [order] = await sendReceipts(1);
  const user = await openBackOffice('/app/payments');
  await user.click(await screen.findByRole('button', { name: `Lihat bukti pesanan #${order.orderID}` }));
  await screen.findByRole('dialog', { name: `Bukti pembayaran pesanan #${order.orderID}` });
  return { user, orderID: order.orderID };
}

const dialog = () => screen.getByRole('dialog');

async function openRun(): Promise<User> {
  storeSession('kurir');
  const { user } = await renderRoute('/app/run');
  await screen.findByRole('heading', { level: 1, name: 'Pengantaran hari ini' });
  return user;
}
let current: { orderID: number } = { orderID: 0 };

const payNow = () => screen.findByRole('region', { name: 'Bayar sekarang' });

/** The order page of a new order, with the shop's gateway on (the mock's settings). */
async function openOrderPage(): Promise<User> {
  const order = await placeOrder();
  current = order;
  return (await renderRoute(pagePath(order))).user;
}

/** The page's first reading of the session it shows (getPaymentSession), answered by the mock. */
let sessionRead: Promise<void> = Promise.resolve();
function watchSessionRead() {
  sessionRead = new Promise<void>((resolve) => {
    const done = ({ request }: { request: Request }) => {
      if (request.method !== 'GET' || !/\/payment-sessions\/\d+$/.test(new URL(request.url).pathname)) return;
      mockServer.events.removeListener('response:mocked', done);
      resolve();
    };
    mockServer.events.on('response:mocked', done);
  });
}

/** The session the page shows, waiting to be paid. */
let waitingSession = 0;

/** The order page of a new order whose deposit waits in a QRIS session: the page reads it every 5 s. */
async function openWaitingSession(): Promise<User> {
  const order = await placeOrder();
  const session = await openPaymentSession(order, { purpose: 'deposit', method: 'qris' });
  current = { orderID: order.orderID };
  waitingSession = session.sessionID;
  watchSessionRead();
  const { user } = await renderRoute(pagePath(order));
  await screen.findByRole('img', { name: 'Kode QRIS' });
  return user;
}

/** The seeded late payment (mocks/seed/paymentSessions.ts): flagged for staff, with its open refund task. */
const flaggedSession = () => {
  const session = getDb()
    .paymentSessions.all()
    .find((each) => each.attention === 'paid_late' && !each.resolvedAt);
  if (!session) throw new Error('no seeded paid_late session');
  return session;
};

async function openOrderDetails(orderID: number): Promise<User> {
  const user = await openBackOffice(`/app/orders?search=%23${orderID}`);
  await user.click(await screen.findByRole('button', { name: `Lihat detail pesanan #${orderID}` }));
  await screen.findByRole('dialog', { name: `Pesanan #${orderID}` });
  return user;
}

const historySection = async () =>
  (await within(dialog()).findByRole('heading', { name: 'Riwayat' })).closest('section')!;

/** The receipts' own tabs, shown when the page has no gateway tab open. */
async function receiptTabsOnly(without: RegExp) {
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /^Menunggu/ })).toHaveAttribute('aria-pressed', 'true'),
  );
  expect(screen.queryByRole('button', { name: without })).not.toBeInTheDocument();
}

/** 'Terima' on the seeded late payment, confirmed. */
async function acceptFlagged(user: User) {
  const session = flaggedSession();
  await user.click(await screen.findByRole('button', { name: `Terima pembayaran pesanan #${session.orderID}` }));
  const question = await screen.findByRole('dialog', { name: `Terima pembayaran pesanan #${session.orderID}?` });
  await click(user, 'Terima', question);
}

const refundDialog = () => screen.getByRole('dialog', { name: /^Kembalikan dana pesanan #\d+$/ });

const TEMPLATES = '/app/message-templates';
const templatesList = () => screen.findByRole('region', { name: /^Template bunga papan/ }, { timeout: 10_000 });

/** Template Ucapan with its list, signed in as staff. */
async function openTemplates(): Promise<User> {
  const user = await openBackOffice(TEMPLATES);
  await templatesList();
  return user;
}

/** The first template's card (the seed's first condolence board), named by its words. */
const firstTemplate = async () => (await within(await templatesList()).findAllByRole('article'))[0];

/** The template dialog as it opened, 'Tambah Template' or 'Edit Template'. */
const templateDialog = () => screen.getByRole('dialog', { name: /^(Tambah|Edit) Template$/ });

/** 'Hapus' on the first template, confirmed. */
async function deleteFirstTemplate(user: User) {
  await user.click(within(await firstTemplate()).getByRole('button', { name: /^Hapus template/ }));
  await click(user, 'Ya, Hapus', await screen.findByRole('dialog', { name: 'Hapus template?' }));
}

/** The sidebar (opened) has no 'Template Ucapan', and the page says the server has none. */
async function noTemplatesScreen(user: User) {
  expect(await screen.findByRole('heading', { name: 'Belum didukung oleh server' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /^Template bunga papan/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Buka atau tutup menu' }));
  await screen.findByRole('link', { name: 'Pengaturan Pengiriman' });
  expect(screen.queryByRole('link', { name: 'Template Ucapan' })).not.toBeInTheDocument();
}

let templatesUser: User | undefined;

const CASES: Record<string, ScreenCase[]> = {
  getDeliverySettings: [
    {
      name: 'the wizard, step 2',
      open: openWizardDetails,
      failure: 'Pilihan pengiriman toko tidak dapat dimuat. Silakan coba lagi.',
      retry: (user) => click(user, 'Coba Lagi'),
      recovered: () => screen.findByRole('group', { name: 'Hari pengiriman terdekat' }),
      notOffered: productForm,
    },
    {
      name: 'Pengaturan Pengiriman',
      open: () => openBackOffice('/app/delivery'),
      failure: 'Pengaturan pengiriman gagal dimuat.',
      retry: (user) => click(user, 'Coba Lagi'),
      recovered: () => screen.findByRole('form', { name: 'Pengaturan Pengiriman' }),
      notOffered: () => screen.findByRole('heading', { name: 'Belum didukung oleh server' }),
    },
  ],
  updateDeliverySettings: [
    {
      name: 'Pengaturan Pengiriman, saving',
      open: async () => {
        const user = await openDeliverySettingsForm();
        const pickup = screen.getByRole('textbox', { name: /Alamat ambil di toko/ });
        await user.clear(pickup);
        await user.type(pickup, 'Jl. Melati 9, Jakarta');
        await click(user, 'Simpan');
        return user;
      },
      failure: 'Pengaturan pengiriman gagal disimpan. Isian Anda masih ada; coba simpan lagi.',
      retry: (user) => click(user, 'Simpan'),
      recovered: () => screen.findByText('Pengaturan pengiriman disimpan.'),
      // Only reachable with the settings offered: a refused save is said, never dropped.
      notOffered: () =>
        screen.findByText('Pengaturan pengiriman gagal disimpan. Isian Anda masih ada; coba simpan lagi.'),
    },
  ],
  getDeliveryAvailability: [
    {
      name: 'the wizard, step 2',
      open: openWizardDetails,
      failure: 'Hari pengiriman yang tersedia tidak dapat dicek. Silakan coba lagi.',
      retry: (user) => click(user, 'Coba Lagi'),
      recovered: () => screen.findByRole('radio', { name: /^Besok.*Tersedia$/ }),
      // The days follow the settings' rules.
      notOffered: () => screen.findByRole('radio', { name: /^Besok.*Tersedia$/ }),
    },
  ],
  getPublicOrder: [
    {
      name: 'the order page',
      open: async () => {
        const order = await placeOrder();
        current = order;
        return (await renderRoute(pagePath(order))).user;
      },
      failure: 'Pesanan gagal dimuat.',
      retry: (user) => click(user, 'Coba Lagi'),
      recovered: () => screen.findByText(`Pesanan #${current.orderID}`),
      notOffered: () => screen.findByRole('heading', { name: 'Pesanan tidak ditemukan' }),
    },
  ],
  uploadPaymentProof: [
    {
      name: 'the order page, sending a receipt',
      open: async () => {
        const order = await placeOrder();
        const { user } = await renderRoute(pagePath(order));
        // The shop takes payments through its gateway: the receipt is for 'Transfer manual'.
        await click(user, 'Transfer manual', await payNow());
        await user.upload(await screen.findByLabelText('Pilih gambar'), pngFile('bukti.png'));
        await user.click(await screen.findByRole('button', { name: 'Kirim bukti' }));
        return user;
      },
      failure: 'Bukti gagal dikirim. Coba lagi.',
      retry: (user) => click(user, 'Kirim bukti'),
      recovered: () => screen.findByText('Bukti terkirim. Menunggu verifikasi dari toko.'),
      notOffered: () => screen.findByText('Bukti gagal dikirim. Coba lagi.'),
    },
  ],
  answerArrangementPhoto: [
    {
      name: 'the order page, approving the arrangement photo',
      open: async () => {
        const order = await placeOrder();
        await sendArrangementPhoto(order.orderID);
        const { user } = await renderRoute(pagePath(order));
        await click(user, 'Setuju', await screen.findByRole('region', { name: 'Foto rangkaian' }));
        return user;
      },
      failure: 'Jawaban gagal dikirim. Coba lagi.',
      retry: (user) => click(user, 'Setuju'),
      recovered: () => screen.findByText('Disetujui'),
      // The photo stays; the customer answers over WhatsApp.
      notOffered: () => screen.findByText('Jawaban belum bisa dikirim dari halaman ini. Balas lewat WhatsApp ke toko.'),
    },
  ],
  uploadArrangementPhoto: [
    {
      name: 'Order Management, sending the arrangement photo',
      open: async () => {
        const order = await placeOrder();
        const user = await openBackOffice(`/app/orders?search=%23${order.orderID}`);
        await user.click(await screen.findByRole('button', { name: `Lihat detail pesanan #${order.orderID}` }));
        const details = await screen.findByRole('dialog', { name: `Pesanan #${order.orderID}` });
        await user.upload(within(details).getByLabelText('Kirim foto rangkaian'), pngFile('rangkaian.png'));
        return user;
      },
      failure: 'Foto rangkaian gagal dikirim. Coba lagi.',
      retry: (user) => click(user, 'Coba Lagi', dialog()),
      recovered: () => screen.findByText('Foto rangkaian terkirim.'),
      // The shop sends the photo over WhatsApp; the send button goes.
      notOffered: () => screen.findByText('Belum didukung oleh server'),
    },
  ],
  correctOrderBoard: [
    {
      name: "Order Management, correcting a board's text after 'Minta perubahan'",
      open: async () => {
        const order = getDb()
          .customerOrders.all()
          .find((candidate) => candidate.board?.occasion === 'duka')!;
        await sendArrangementPhoto(order.orderID);
        await answerPhoto(order.orderID, order.trackingToken!, { decision: 'change', note: 'Gelarnya kurang.' });
        const user = await openBackOffice(`/app/orders?search=%23${order.orderID}`);
        await user.click(await screen.findByRole('button', { name: `Lihat detail pesanan #${order.orderID}` }));
        const details = await screen.findByRole('dialog', { name: `Pesanan #${order.orderID}` });
        await click(user, 'Koreksi teks papan', details);
        const sender = await within(details).findByRole('textbox', { name: /^Dari/ });
        await user.type(sender, ' Tbk');
        await click(user, 'Simpan koreksi', details);
        return user;
      },
      failure: 'Koreksi gagal disimpan. Periksa koneksi lalu coba lagi; teks yang Anda ketik tetap di sini.',
      retry: async (user) => {
        expect(within(dialog()).getByRole('textbox', { name: /^Dari/ })).toHaveValue(
          'Keluarga Besar PT Sinar Jaya Tbk',
        );
        await click(user, 'Simpan koreksi', dialog());
      },
      recovered: () =>
        screen.findByText('Teks papan dikoreksi. Kirim foto baru papan agar pelanggan bisa memeriksanya.'),
      // The text is changed with the customer over WhatsApp; the button goes.
      notOffered: () =>
        screen.findByText('Backend belum mendukung koreksi teks papan. Hubungi pelanggan untuk mengubah teksnya.'),
    },
  ],
  assignDeliveryDriver: [
    {
      name: 'Order Management, assigning a driver',
      open: async () => {
        const order = await placeOrder();
        const user = await openBackOffice(`/app/orders?search=%23${order.orderID}`);
        await user.click(await screen.findByRole('button', { name: `Lihat detail pesanan #${order.orderID}` }));
        const details = await screen.findByRole('dialog', { name: `Pesanan #${order.orderID}` });
        const select = within(details).getByRole('combobox', { name: 'Kurir pengantar' });
        await waitFor(() => expect(within(select).getByRole('option', { name: 'kurir' })).toBeInTheDocument());
        await user.selectOptions(select, 'kurir');
        await click(user, 'Simpan', details);
        return user;
      },
      failure: 'Penugasan kurir gagal disimpan. Coba lagi.',
      retry: (user) => click(user, 'Coba Lagi', dialog()),
      recovered: () => screen.findByText('Penugasan kurir disimpan.'),
      // No runs on the server: the section says so and offers nothing to choose.
      notOffered: () => screen.findByText('Server toko belum menyediakan rute kurir.'),
    },
    {
      name: 'the delivery board by driver, assigning from a card',
      open: async () => {
        const order = await placeOrder();
        const day = toShopDay(order.deliveryDate);
        const user = await openBackOffice(`/app/orders?view=board&group=driver&day=${day}`);
        const card = await screen.findByRole('article', { name: new RegExp(`^#${order.orderID} `) });
        const select = within(card).getByRole('combobox', { name: `Kurir (pesanan #${order.orderID})` });
        await waitFor(() => expect(within(select).getByRole('option', { name: 'kurir' })).toBeInTheDocument());
        await user.selectOptions(select, 'kurir');
        assignedOnBoard = order.orderID;
        return user;
      },
      failure: 'Penugasan kurir gagal disimpan. Coba lagi.',
      retry: (user) => click(user, `Coba Lagi (pesanan #${assignedOnBoard})`),
      recovered: () => screen.findByText('Penugasan kurir disimpan.'),
      notOffered: () => screen.findByText('Server toko belum menyediakan rute kurir.'),
    },
  ],
  listDeliveryRuns: [
    {
      name: 'the driver’s run',
      open: openRun,
      failure: 'Rute gagal dimuat.',
      retry: (user) => click(user, 'Coba Lagi'),
      recovered: () => screen.findByText(/^\d+ pemberhentian · /),
      notOffered: () => screen.findByRole('heading', { name: 'Belum didukung oleh server' }),
    },
  ],
  fileDeliveryProof: [
    {
      name: 'the driver’s run, filing a proof',
      open: async () => {
        const user = await openRun();
        const arrived = (await screen.findAllByRole('button', { name: /^Sampai di / }))[0];
        await user.click(arrived);
        const sheet = await screen.findByRole('dialog', { name: /^Bukti pengantaran #\d+$/ });
        current = {
          orderID: Number(
            /#(\d+)$/.exec(sheet.getAttribute('aria-label') ?? within(sheet).getByRole('heading').textContent!)![1],
          ),
        };
        await user.upload(within(sheet).getByLabelText('Ambil foto'), pngFile('pintu.png'));
        await within(sheet).findByRole('img', { name: /^Foto bukti pesanan/ });
        await user.type(within(sheet).getByRole('textbox', { name: /Diterima oleh/ }), 'Bu Rina');
        await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Simpan bukti' })).toBeEnabled());
        await click(user, 'Simpan bukti', sheet);
        return user;
      },
      // Kept on the phone: the outbox says what it waits for, the server's answer or a signal.
      failure: (failure) => (failure === 'timeout' ? 'Menunggu sinyal (1)' : 'Menunggu server toko (1)'),
      // Sent again by hand, or by the phone's 'online' event (or the next half-minute) without a signal.
      retry: async (user) => {
        const now = screen.queryByRole('button', { name: /^Kirim sekarang/ });
        if (now) await user.click(now);
        else window.dispatchEvent(new Event('online'));
      },
      recovered: () => screen.findByText('Diterima'),
      // A backend without receipts refuses it: said with its code, to drop.
      notOffered: () => screen.findByText(/^Bukti pesanan #\d+ ditolak server \(kode (404|501)\)\.$/),
    },
  ],
  listPaymentProofs: [
    {
      name: 'Bukti Pembayaran',
      open: () => openBackOffice('/app/payments'),
      failure: 'Bukti pembayaran gagal dimuat.',
      retry: (user) => click(user, 'Coba Lagi'),
      recovered: () => screen.findByText('Tidak ada bukti pembayaran yang menunggu verifikasi'),
      notOffered: () => screen.findByRole('heading', { name: 'Belum didukung oleh server' }),
    },
  ],
  reviewPaymentProof: [
    {
      name: 'Bukti Pembayaran, approving a receipt',
      open: async () => {
        const { user, orderID } = await openReceipt();
        current = { orderID };
        await click(user, 'Setujui Pembayaran', dialog());
        return user;
      },
      failure: 'Keputusan gagal disimpan. Coba lagi.',
      retry: (user) => click(user, 'Setujui Pembayaran', dialog()),
      recovered: () => screen.findByText(`Bukti pembayaran pesanan #${current.orderID} disetujui.`),
      notOffered: () => screen.findByText('Keputusan gagal disimpan. Coba lagi.'),
    },
  ],
  getPaymentProofImage: [
    {
      name: 'Bukti Pembayaran, a receipt’s picture',
      open: async () => {
        const { user, orderID } = await openReceipt();
        current = { orderID };
        return user;
      },
      failure: 'Gambar bukti pembayaran gagal dimuat.',
      retry: (user) => click(user, 'Coba Lagi', dialog()),
      recovered: () => within(dialog()).findByRole('img', { name: `Bukti pembayaran pesanan #${current.orderID}` }),
      // A picture the backend does not have is said so, as any failed picture.
      notOffered: () => within(dialog()).findByText('Gambar bukti pembayaran gagal dimuat.'),
    },
  ],
  getPaymentOptions: [
    {
      name: 'the order page',
      open: openOrderPage,
      // In place of 'Bayar sekarang'; the order itself shows.
      failure: 'Pilihan pembayaran gagal dimuat.',
      retry: (user) => click(user, 'Coba Lagi'),
      recovered: payNow,
      // The page as it is without a gateway: the shop's account and the receipt upload.
      notOffered: async () => {
        const payment = await screen.findByRole('region', { name: 'Pembayaran' });
        expect(within(payment).getByRole('heading', { name: 'Transfer bank' })).toBeInTheDocument();
        expect(within(payment).getByLabelText('Pilih gambar')).toBeInTheDocument();
        expect(screen.queryByRole('region', { name: 'Bayar sekarang' })).not.toBeInTheDocument();
      },
    },
  ],
  createPaymentSession: [
    {
      name: 'the order page, paying the deposit by QRIS',
      open: async () => {
        const user = await openOrderPage();
        const section = await payNow();
        await user.click(within(section).getByRole('radio', { name: /^DP/ }));
        await click(user, 'QRIS', within(section).getByRole('group', { name: 'QRIS' }));
        return user;
      },
      failure: 'Kode pembayaran gagal dibuat. Periksa koneksi internet Anda, lalu coba lagi.',
      retry: (user) => click(user, 'Coba lagi'),
      recovered: () => screen.findByRole('img', { name: 'Kode QRIS' }),
      // Only reachable with the options offered: a session not made is said, with the other ways to pay beside it.
      notOffered: () =>
        screen.findByText('Kode pembayaran gagal dibuat. Periksa koneksi internet Anda, lalu coba lagi.'),
    },
  ],
  getPaymentSession: [
    {
      name: 'the order page, a QRIS session waiting',
      open: openWaitingSession,
      // The QR stays, as last known; never paid from a failed reading.
      failure: 'Status pembayaran belum dapat diperiksa.',
      // The gateway reports it paid meanwhile: the reading asked again at once says so.
      retry: async (user) => {
        await simulateGateway(waitingSession, 'paid');
        await click(user, 'Coba Lagi');
      },
      // Well within the page's own next reading, 5 s after the failed one: it is the retry's answer.
      recovered: () => screen.findByText('DP diterima', {}, { timeout: 4_000 }),
      // The session as the order knows it, without a word about its reading.
      notOffered: async () => {
        await sessionRead;
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await screen.findByRole('img', { name: 'Kode QRIS' })).toBeInTheDocument();
        expect(screen.getByRole('status', { name: 'Status pembayaran' })).toHaveTextContent('Menunggu pembayaran');
        expect(screen.queryByText('Status pembayaran belum dapat diperiksa.')).not.toBeInTheDocument();
      },
    },
  ],
  listOrderEvents: [
    {
      name: 'Order Management, the order’s details',
      open: async () => {
        const order = await placeOrder();
        current = order;
        return openOrderDetails(order.orderID);
      },
      failure: 'Riwayat pesanan gagal dimuat.',
      retry: async (user) => click(user, 'Coba Lagi', await historySection()),
      recovered: async () => within(await historySection()).findByText('Pesanan dibuat'),
      // The details as they were: no 'Riwayat' at all.
      notOffered: () =>
        waitFor(() => expect(within(dialog()).queryByRole('heading', { name: 'Riwayat' })).not.toBeInTheDocument()),
    },
  ],
  listPaymentSessions: [
    {
      name: 'Bukti Pembayaran, the Otomatis tab',
      open: () => openBackOffice('/app/payments?state=gateway'),
      failure: 'Pembayaran otomatis gagal dimuat.',
      retry: (user) => click(user, 'Coba Lagi'),
      recovered: () => screen.findByRole('article', { name: `Pesanan #${flaggedSession().orderID}` }),
      // The page as it is without a gateway: the receipts, no 'Otomatis' tab.
      notOffered: () => receiptTabsOnly(/^Otomatis/),
    },
  ],
  listRefundTasks: [
    {
      name: 'Bukti Pembayaran, the Pengembalian tab',
      open: () => openBackOffice('/app/payments?state=refunds'),
      failure: 'Tugas pengembalian gagal dimuat.',
      retry: (user) => click(user, 'Coba Lagi'),
      recovered: () => screen.findAllByRole('button', { name: /^Kembalikan dana pesanan #\d+ / }),
      notOffered: () => receiptTabsOnly(/^Pengembalian/),
    },
  ],
  resolvePaymentSession: [
    {
      name: 'Bukti Pembayaran, accepting a late payment',
      open: async () => {
        const user = await openBackOffice('/app/payments?state=gateway');
        current = { orderID: flaggedSession().orderID };
        await acceptFlagged(user);
        return user;
      },
      failure: () => `Keputusan untuk pesanan #${current.orderID} gagal disimpan. Coba lagi.`,
      retry: acceptFlagged,
      recovered: () => screen.findByText(`Pembayaran pesanan #${current.orderID} diterima.`),
      notOffered: () => screen.findByText(`Keputusan untuk pesanan #${current.orderID} gagal disimpan. Coba lagi.`),
    },
  ],
  createRefund: [
    {
      name: 'Bukti Pembayaran, refunding a late payment',
      open: async () => {
        const user = await openBackOffice('/app/payments?state=refunds');
        const session = flaggedSession();
        await user.click(
          await screen.findByRole('button', {
            name: `Kembalikan dana pesanan #${session.orderID} (${session.reference})`,
          }),
        );
        const form = await screen.findByRole('dialog', { name: `Kembalikan dana pesanan #${session.orderID}` });
        await user.type(within(form).getByRole('textbox', { name: /Alasan/ }), 'Dibayar setelah pesanan selesai.');
        await waitFor(() => expect(within(form).getByRole('button', { name: 'Kembalikan dana' })).toBeEnabled());
        await click(user, 'Kembalikan dana', form);
        return user;
      },
      failure: 'Pengembalian dana gagal disimpan. Coba lagi.',
      // What was typed stays; the same refund again.
      retry: async (user) => {
        expect(within(refundDialog()).getByRole('textbox', { name: /Alasan/ })).toHaveValue(
          'Dibayar setelah pesanan selesai.',
        );
        await click(user, 'Kembalikan dana', refundDialog());
      },
      recovered: () => screen.findByText(/^Dana Rp [\d.]+ pesanan #\d+ dikembalikan\.$/),
      notOffered: () => within(refundDialog()).findByText('Pengembalian dana gagal disimpan. Coba lagi.'),
    },
  ],
  getPaymentSettings: [
    {
      name: 'Pengaturan Pembayaran',
      open: () => openBackOffice('/app/payment-settings'),
      failure: 'Pengaturan pembayaran gagal dimuat.',
      retry: (user) => click(user, 'Coba Lagi'),
      recovered: () => screen.findByRole('form', { name: 'Pengaturan Pembayaran' }),
      notOffered: () => screen.findByRole('heading', { name: 'Belum didukung oleh server' }),
    },
  ],
  updatePaymentSettings: [
    {
      name: 'Pengaturan Pembayaran, saving',
      open: async () => {
        const user = await openBackOffice('/app/payment-settings');
        await screen.findByRole('form', { name: 'Pengaturan Pembayaran' });
        const qris = screen.getByRole('textbox', { name: 'QRIS' });
        await user.clear(qris);
        await user.type(qris, '20');
        await waitFor(() => expect(screen.getByRole('button', { name: 'Simpan Pengaturan' })).toBeEnabled());
        await click(user, 'Simpan Pengaturan');
        return user;
      },
      failure: 'Pengaturan pembayaran gagal disimpan. Coba lagi.',
      // What was typed stays; saved again.
      retry: async (user) => {
        expect(screen.getByRole('textbox', { name: 'QRIS' })).toHaveValue('20');
        await waitFor(() => expect(screen.getByRole('button', { name: 'Simpan Pengaturan' })).toBeEnabled());
        await click(user, 'Simpan Pengaturan');
      },
      recovered: () => screen.findByText('Pengaturan pembayaran disimpan.'),
      // Only reachable with the settings offered: a refused save is said, never dropped.
      notOffered: () => screen.findByText('Pengaturan pembayaran gagal disimpan. Coba lagi.'),
    },
  ],
  listMessageTemplates: [
    {
      name: 'Template Ucapan',
      open: async () => {
        templatesUser = await openBackOffice(TEMPLATES);
        return templatesUser;
      },
      failure: 'Template ucapan gagal dimuat.',
      retry: (user) => click(user, 'Coba Lagi'),
      recovered: templatesList,
      // Today's back office: no templates in the sidebar, and the address says the server has none.
      notOffered: () => noTemplatesScreen(templatesUser!),
    },
  ],
  listBoardSymbols: [
    {
      name: 'Template Ucapan, the symbols by religion',
      open: openTemplates,
      failure: 'Simbol gagal dimuat.',
      retry: (user) => click(user, 'Coba Lagi'),
      recovered: () => screen.findByRole('table', { name: 'Simbol per agama' }),
      // The templates as they are, without the symbols' section.
      notOffered: async () => {
        await templatesList();
        await waitFor(() =>
          expect(screen.queryByRole('heading', { name: 'Simbol per agama' })).not.toBeInTheDocument(),
        );
      },
    },
  ],
  createMessageTemplate: [
    {
      name: 'Template Ucapan, adding a template',
      open: async () => {
        const user = await openTemplates();
        await click(user, 'Tambah Template');
        const form = await screen.findByRole('dialog', { name: 'Tambah Template' });
        await user.selectOptions(within(form).getByRole('combobox', { name: 'Acara' }), 'wisuda');
        await user.type(within(form).getByRole('textbox', { name: 'Ucapan utama' }), 'Happy Graduation');
        await waitFor(() => expect(within(form).getByRole('button', { name: 'Simpan' })).toBeEnabled());
        await click(user, 'Simpan', form);
        return user;
      },
      failure: 'Template gagal disimpan. Isian Anda masih ada; coba simpan lagi.',
      // What was typed stays; saved again.
      retry: async (user) => {
        expect(within(templateDialog()).getByRole('textbox', { name: 'Ucapan utama' })).toHaveValue('Happy Graduation');
        await click(user, 'Simpan', templateDialog());
      },
      recovered: () => screen.findByText('Template ditambahkan.'),
      // Only reachable with the templates offered: a refused save is said, never dropped.
      notOffered: () => screen.findByText('Template gagal disimpan. Isian Anda masih ada; coba simpan lagi.'),
    },
  ],
  updateMessageTemplate: [
    {
      name: 'Template Ucapan, editing a template',
      open: async () => {
        const user = await openTemplates();
        await user.click(within(await firstTemplate()).getByRole('button', { name: /^Edit template/ }));
        const form = await screen.findByRole('dialog', { name: 'Edit Template' });
        const sender = within(form).getByRole('textbox', { name: 'Dari' });
        await user.clear(sender);
        await user.type(sender, 'Keluarga Besar Wijaya');
        await click(user, 'Simpan', form);
        return user;
      },
      failure: 'Template gagal disimpan. Isian Anda masih ada; coba simpan lagi.',
      retry: async (user) => {
        expect(within(templateDialog()).getByRole('textbox', { name: 'Dari' })).toHaveValue('Keluarga Besar Wijaya');
        await click(user, 'Simpan', templateDialog());
      },
      recovered: () => screen.findByText('Template disimpan.'),
      notOffered: () => screen.findByText('Template gagal disimpan. Isian Anda masih ada; coba simpan lagi.'),
    },
  ],
  deleteMessageTemplate: [
    {
      name: 'Template Ucapan, deleting a template',
      open: async () => {
        const user = await openTemplates();
        await deleteFirstTemplate(user);
        return user;
      },
      failure: 'Template gagal dihapus. Coba lagi.',
      // The template stays listed: the same delete again.
      retry: deleteFirstTemplate,
      recovered: () => screen.findByText('Template dihapus.'),
      notOffered: () => screen.findByText('Template gagal dihapus. Coba lagi.'),
    },
  ],
};

const PROPOSED = listOperations()
  .filter((operation) => operation.proposed)
  .map((operation) => operation.operationId)
  .sort();

const cases = Object.entries(CASES).flatMap(([operationId, screens]) =>
  screens.map((screenCase) => ({ operationId, ...screenCase })),
);

/**
 * Proposed operations that no screen calls yet: in the contract and run by the mock (mocks/contract/doorstep.test.ts),
 * the app as it was. A screen that starts calling one adds its cases above (the next test fails until then).
 */
const NOT_CALLED_YET: string[] = [
  // The gateway's notifications reach the backend, server to server; the app never sends them.
  'receiveMidtransNotification',
  'receiveXenditNotification',
];

/** The app's own source files (not the generated API, not tests) that name `operationId` or its hooks. */
function sourcesCalling(operationId: string): string[] {
  const root = path.resolve('src');
  const hook = operationId.charAt(0).toUpperCase() + operationId.slice(1);
  const naming = new RegExp(`\\b(${operationId}|use(Lazy)?${hook}(Query|Mutation))\\b`);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/(^|[\\/])generated[\\/]|\.test\.|\.stories\./.test(file))
    .filter((file) => naming.test(readFileSync(path.join(root, file), 'utf8')));
}

it('covers every operation openapi.yaml marks x-proposed, each on a screen that uses it', () => {
  expect(PROPOSED.length).toBeGreaterThan(0);
  expect(Object.keys(CASES).sort()).toEqual(PROPOSED.filter((operationId) => !NOT_CALLED_YET.includes(operationId)));
});

it('lists apart only proposed operations that the app does not call', () => {
  for (const operationId of NOT_CALLED_YET) {
    expect(PROPOSED).toContain(operationId);
    expect(sourcesCalling(operationId), `${operationId} is called: give it its screen's cases`).toEqual([]);
  }
  // the check finds a call where there is one
  expect(sourcesCalling('uploadPaymentProof').length).toBeGreaterThan(0);
});

describe.each(cases)('$operationId on $name', (screenCase) => {
  it.each(['500', '503', 'timeout'])(
    'failing with %s: the failure with a retry that works, no fallback',
    async (failure) => {
      setScenario(`error:${screenCase.operationId}:${failure}`);
      const user = await screenCase.open();
      const said = typeof screenCase.failure === 'string' ? screenCase.failure : screenCase.failure(failure);
      expect(await screen.findByText(said)).toBeInTheDocument();
      expect(showsNotOffered()).toBe(false);

      setScenario('off');
      await screenCase.retry(user);
      await screenCase.recovered();
      await waitFor(() => expect(screen.queryByText(said)).not.toBeInTheDocument());
    },
  );

  it.each(['404', '501'])('answering %s (not offered): today’s behaviour', async (status) => {
    setScenario(`error:${screenCase.operationId}:${status}`);
    await screenCase.open();
    await screenCase.notOffered();
  });
});
