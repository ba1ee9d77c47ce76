import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import '@/test/dialogTestSetup';
import { afterEach, describe, expect, it } from 'vitest';
import { fixClockAt } from '@/test/fixedClock';
import { FIRST_VISIT } from '@/test/waits';
import { getDb, mockServer, resetScenario, setScenario } from '@mocks/node';
import { validateRequest } from '@mocks/runtime/validator';
import {
  chooseCategory,
  chooseProduct,
  continueToConfirm,
  expectDialog,
  field,
  fillDetails,
  FULL_DETAILS,
  openWizard,
  recordOrderPosts,
  WIZARD_NOW,
} from '../test/wizardTestUtils';

/**
 * A bunga papan in the wizard (docs/product-rules.md#the-right-words-proposed), over the real store and the mock
 * backend's seeded board 'Papan Turut Berduka Cita' (2 × 1,25 m: headline 24, recipient and sender 40, extra 50; 60
 * characters free, Rp 2.500 each more), its templates and symbols. The delivery rules are off here (the product's one
 * address box); the shop's tomorrow is 24 November 2026.
 */
const BOARD = 'Papan Turut Berduka Cita';
const CATEGORY = 'Bunga Duka Cita';
/** A field by its label, with the asterisk of a required one. */
const labelled = (text: string) => field(new RegExp(`^${text}( \\*)?$`));

async function openComposer() {
  setScenario('proposed:off:Delivery');
  const view = await openWizard();
  await chooseCategory(view.user, CATEGORY);
  await chooseProduct(view.user, BOARD);
  await screen.findByRole('heading', { level: 3, name: 'Teks Papan' }, FIRST_VISIT);
  return view;
}

async function typeInto(user: UserEvent, label: string, text: string) {
  const input = labelled(label);
  await user.click(input);
  await user.paste(text);
}

/** Condolences for a Muslim family from the shop's first template, the names typed, checked. */
async function composeCondolence(user: UserEvent) {
  await user.selectOptions(labelled('Acara'), 'duka');
  await user.selectOptions(labelled('Agama keluarga'), 'islam');
  await user.click(
    await screen.findByRole('button', { name: "Turut Berduka Cita Atas wafatnya Innalillahi wa inna ilaihi raji'un" }),
  );
  await typeInto(user, 'Untuk', ' Bpk. H. Ahmad Sulaiman');
  await typeInto(user, 'Dari', 'Keluarga Besar PT Sinar Jaya');
  fireEvent.change(field('Waktu acara'), { target: { value: '2026-11-25T10:00' } });
  await typeInto(user, 'Lokasi \\(rumah duka / gedung\\)', 'Rumah Duka RS Dharmais, Ruang Melati');
  await user.click(field(/Nama & gelar sudah saya periksa/));
}

fixClockAt(WIZARD_NOW);

afterEach(() => {
  mockServer.events.removeAllListeners();
  resetScenario();
});

describe('order wizard: a bunga papan', { timeout: 60_000 }, () => {
  it('composes a condolence board from a template, previews it, charges the surcharge and sends the board', async () => {
    const bodies = recordOrderPosts(mockServer);
    const { user } = await openComposer();
    await composeCondolence(user);

    expect(labelled('Ucapan utama')).toHaveValue('Turut Berduka Cita');
    expect(screen.getByText('18/24')).toBeInTheDocument();
    const preview = screen.getByRole('figure', { name: 'Pratinjau papan' });
    expect(within(preview).getByText('Turut Berduka Cita')).toBeInTheDocument();
    expect(within(preview).getByText('Atas wafatnya Bpk. H. Ahmad Sulaiman')).toBeInTheDocument();
    expect(within(preview).getByText('Keluarga Besar PT Sinar Jaya')).toBeInTheDocument();
    expect(within(preview).getByText("Innalillahi wa inna ilaihi raji'un")).toBeInTheDocument();
    // 101 characters without spaces: 41 over the 60 free, Rp 2.500 each.
    const summary = screen.getByRole('complementary', { name: 'Ringkasan Pesanan' });
    expect(within(summary).getByText('Biaya tambahan teks')).toBeInTheDocument();
    expect(within(summary).getByTestId('order-text-surcharge')).toHaveTextContent('Rp 102.500');
    expect(within(summary).getByTestId('order-grand-total')).toHaveTextContent('Rp 1.002.500');

    await fillDetails(user, { ...FULL_DETAILS, instructions: 'Antar sebelum pukul 09.00' });
    await continueToConfirm(user);
    const review = screen.getByRole('article', { name: 'Ringkasan Pesanan' });
    expect(within(review).getByTestId('order-text-surcharge')).toHaveTextContent('Rp 102.500');
    expect(within(review).getByTestId('order-grand-total')).toHaveTextContent('Rp 1.002.500');
    expect(within(review).getByRole('figure', { name: 'Pratinjau papan' })).toHaveTextContent(
      'Atas wafatnya Bpk. H. Ahmad Sulaiman',
    );

    await user.click(screen.getByRole('button', { name: 'Konfirmasi Pesanan' }));
    await expectDialog(user, 'Pesanan Berhasil!');
    expect(bodies).toHaveLength(1);
    const payload = bodies[0] as Record<string, unknown>;
    expect(await validateRequest('createCustomerOrder', { body: payload })).toEqual({});
    expect(payload).toMatchObject({
      specialMessage: 'Antar sebelum pukul 09.00',
      cardMessage: null,
      board: {
        occasion: 'duka',
        religion: 'islam',
        lines: {
          headline: 'Turut Berduka Cita',
          recipient: 'Atas wafatnya Bpk. H. Ahmad Sulaiman',
          sender: 'Keluarga Besar PT Sinar Jaya',
          extra: "Innalillahi wa inna ilaihi raji'un",
        },
        style: 'gabus',
        symbol: 'none',
        // 10:00 in the shop (WIB).
        eventAt: '2026-11-25T03:00:00.000Z',
        venue: 'Rumah Duka RS Dharmais, Ruang Melati',
      },
    });
    expect(getDb().customerOrders.all().at(-1)).toMatchObject({ textSurcharge: 102_500 });
  });

  it('counts each line live and stops a line over its limit, and a character foam letters cannot carry', async () => {
    const { user } = await openComposer();
    await typeInto(user, 'Ucapan utama', 'Turut Berduka Cita Sedalam-dalamnya');
    expect(screen.getByText('35/24')).toBeInTheDocument();
    expect(await screen.findByText('Maksimal 24 karakter untuk ukuran papan ini.')).toBeInTheDocument();
    expect(labelled('Ucapan utama')).toHaveAttribute('aria-invalid', 'true');

    await typeInto(user, 'Dari', 'Keluarga 🙏 €');
    expect(await screen.findByText('Huruf gabus tidak bisa memuat: 🙏 €')).toBeInTheDocument();
    // Printed letters carry them.
    await user.click(screen.getByRole('radio', { name: 'Printing' }));
    await waitFor(() => expect(screen.queryByText('Huruf gabus tidak bisa memuat: 🙏 €')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await expectDialog(user, 'Teks Papan');
    expect(screen.getByRole('heading', { level: 3, name: 'Teks Papan' })).toBeInTheDocument();
  });

  it('refuses the cross for a Muslim family, at once when the religion changes', async () => {
    const { user } = await openComposer();
    await user.selectOptions(labelled('Acara'), 'duka');
    await user.selectOptions(labelled('Agama keluarga'), 'kristen');
    await user.selectOptions(labelled('Simbol'), 'salib');
    expect(screen.queryByText('Simbol ini tidak sesuai dengan agama yang dipilih.')).toBeNull();
    expect(
      within(screen.getByRole('figure', { name: 'Pratinjau papan' })).getByRole('img', { name: 'Salib' }),
    ).toBeInTheDocument();

    await user.selectOptions(labelled('Agama keluarga'), 'islam');
    expect(await screen.findByText('Simbol ini tidak sesuai dengan agama yang dipilih.')).toBeInTheDocument();
    // The cross stays shown while chosen; once another symbol is, Islam offers it no more.
    await user.selectOptions(labelled('Simbol'), 'none');
    await waitFor(() => expect(screen.queryByText('Simbol ini tidak sesuai dengan agama yang dipilih.')).toBeNull());
    const options = within(labelled('Simbol'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Tanpa simbol', '♥ Hati', '❀ Bunga']);
  });

  it("asks for 'Nama & gelar sudah saya periksa' before going on", async () => {
    const { user } = await openComposer();
    await composeCondolence(user);
    await user.click(field(/Nama & gelar sudah saya periksa/));
    await fillDetails(user, FULL_DETAILS);
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await expectDialog(
      user,
      'Teks Papan',
      'Periksa kembali teks papan: ada isian yang belum lengkap atau belum sesuai.',
    );
    expect(screen.getByText('Silakan periksa nama & gelar, lalu centang kotak ini.')).toBeInTheDocument();
    expect(field(/Nama & gelar sudah saya periksa/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the backend's refusals on their fields, keeping what was typed", async () => {
    const { user, store } = await openComposer();
    await composeCondolence(user);
    await fillDetails(user, FULL_DETAILS);
    await continueToConfirm(user);
    mockServer.use(
      http.post('*/api/CustomerOrder', () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            errors: {
              'board.lines.sender': ['board.lines.sender has 41 characters; this board takes at most 40'],
              'board.eventAt': ['board.eventAt must be on 2026-11-26 or later'],
            },
            code: 'line_too_long',
            codes: { 'board.lines.sender': 'line_too_long', 'board.eventAt': 'event_too_soon' },
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Konfirmasi Pesanan' }));
    await expectDialog(user, 'Teks Perlu Diperiksa');
    await screen.findByRole('heading', { level: 3, name: 'Teks Papan' }, FIRST_VISIT);
    expect(store.getState().orderWizard.step).toBe(2);
    expect(labelled('Dari')).toHaveValue('Keluarga Besar PT Sinar Jaya');
    expect(await screen.findByText('Maksimal 40 karakter untuk ukuran papan ini.')).toBeInTheDocument();
    expect(labelled('Dari')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Waktu acara')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/^Waktu acara terlalu dekat/)).toBeInTheDocument();
    // Changed, the line is the customer's again.
    await typeInto(user, 'Dari', ' Tbk');
    await waitFor(() => expect(labelled('Dari')).toHaveAttribute('aria-invalid', 'false'));
  });

  it('without the words (proposed:off:MessageTemplates) the board is a product like any other: no composer', async () => {
    setScenario('proposed:off:Delivery,proposed:off:MessageTemplates');
    const bodies = recordOrderPosts(mockServer);
    const { user } = await openWizard();
    await chooseCategory(user, CATEGORY);
    await chooseProduct(user, BOARD);
    expect(screen.queryByRole('heading', { name: 'Teks Papan' })).toBeNull();
    expect(screen.queryByLabelText(/Kartu ucapan/)).toBeNull();
    await fillDetails(user, FULL_DETAILS);
    await continueToConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Konfirmasi Pesanan' }));
    await expectDialog(user, 'Pesanan Berhasil!');
    const payload = bodies[0] as Record<string, unknown>;
    expect(payload.specialMessage).toBe(FULL_DETAILS.instructions);
    expect(payload).not.toHaveProperty('board');
    expect(payload).not.toHaveProperty('cardMessage');
  });
});
