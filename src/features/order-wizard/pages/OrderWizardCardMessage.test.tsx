import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import '@/test/dialogTestSetup';
import { afterEach, describe, expect, it } from 'vitest';
import { fixClockAt } from '@/test/fixedClock';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer, resetScenario, setScenario } from '@mocks/node';
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
 * A bouquet's card (docs/product-rules.md#the-right-words-proposed), over the real store and the mock backend's
 * seeded card templates: 'Kartu ucapan' apart from 'Instruksi Khusus' when the shop offers the templates; today's one
 * box when it does not (404), and meanwhile when they cannot be loaded (500), with a notice and its retry. The
 * delivery rules are off here (the product's one address box).
 */
const CARD = 'Kartu ucapan (opsional)';
const INSTRUCTIONS = 'Instruksi Khusus (opsional)';
const BIRTHDAY = 'Selamat ulang tahun! Semoga panjang umur, sehat selalu, dan semua impianmu tercapai.';

async function openDetails(scenario = 'proposed:off:Delivery') {
  setScenario(scenario);
  const view = await openWizard();
  await chooseCategory(view.user);
  await chooseProduct(view.user);
  return view;
}

fixClockAt(WIZARD_NOW);

afterEach(() => {
  mockServer.events.removeAllListeners();
  resetScenario();
});

describe("order wizard: a bouquet's card", { timeout: 60_000 }, () => {
  it("offers 'Kartu ucapan' with the shop's templates, apart from the instructions, and sends both", async () => {
    const bodies = recordOrderPosts(mockServer);
    const { user } = await openDetails();
    const card = await screen.findByLabelText(CARD, {}, FIRST_VISIT);
    expect(field(INSTRUCTIONS)).toHaveAttribute(
      'placeholder',
      'Contoh: arah ke rumah, patokan lokasi, jam penerima ada di rumah',
    );

    await user.selectOptions(field('Template ucapan untuk acara'), 'ulang_tahun');
    await user.click(screen.getByRole('button', { name: BIRTHDAY }));
    expect(card).toHaveValue(BIRTHDAY);
    expect(screen.getByText(`${BIRTHDAY.length}/200`)).toBeInTheDocument();

    await fillDetails(user, { ...FULL_DETAILS, instructions: 'Rumah pagar hijau, titip satpam' });
    await continueToConfirm(user);
    const review = screen.getByRole('article', { name: 'Ringkasan Pesanan' });
    expect(within(review).getByText('Kartu ucapan')).toBeInTheDocument();
    expect(within(review).getByText(BIRTHDAY)).toBeInTheDocument();
    expect(within(review).getByText('Rumah pagar hijau, titip satpam')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Konfirmasi Pesanan' }));
    await expectDialog(user, 'Pesanan Berhasil!');
    const payload = bodies[0] as Record<string, unknown>;
    expect(payload).toMatchObject({ cardMessage: BIRTHDAY, specialMessage: 'Rumah pagar hijau, titip satpam' });
    expect(payload).not.toHaveProperty('board');
    expect(await validateRequest('createCustomerOrder', { body: payload })).toEqual({});
  });

  it('holds the card to 200 characters: the counter, the message, and no going on', async () => {
    const { user } = await openDetails();
    const card = await screen.findByLabelText(CARD, {}, FIRST_VISIT);
    await user.click(card);
    await user.paste('a'.repeat(201));
    expect(screen.getByText('201/200')).toBeInTheDocument();
    expect(await screen.findByText('Kartu ucapan maksimal 200 karakter.')).toBeInTheDocument();
    expect(card).toHaveAttribute('aria-invalid', 'true');
    await fillDetails(user, { ...FULL_DETAILS, instructions: undefined });
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await expectDialog(user, 'Kartu Ucapan', 'Kartu ucapan maksimal 200 karakter.');

    await user.type(card, '{Backspace}');
    expect(screen.getByText('200/200')).toBeInTheDocument();
    await continueToConfirm(user);
  });

  it('keeps the one box while the templates cannot be loaded, then gives the card its field with the words typed', async () => {
    mockServer.use(
      http.get('*/api/message-templates', () =>
        HttpResponse.json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, { status: 500 }),
      ),
    );
    const { user } = await openDetails();
    expect(await screen.findByText('Template kartu ucapan tidak dapat dimuat.', {}, FIRST_VISIT)).toBeInTheDocument();
    expect(screen.queryByLabelText(CARD)).toBeNull();
    await user.click(field(INSTRUCTIONS));
    await user.paste('Selamat ulang tahun, Mama!');

    mockServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByLabelText(CARD, {}, FIRST_VISIT)).toHaveValue('Selamat ulang tahun, Mama!');
    expect(field(INSTRUCTIONS)).toHaveValue('');
    await waitFor(() => expect(screen.queryByText('Template kartu ucapan tidak dapat dimuat.')).toBeNull());
  });

  it("without the templates (proposed:off:MessageTemplates) is today's wizard: one box, sent as specialMessage", async () => {
    const bodies = recordOrderPosts(mockServer);
    const { user } = await openDetails('proposed:off:Delivery,proposed:off:MessageTemplates');
    expect(field(INSTRUCTIONS)).toHaveAttribute('placeholder', 'Contoh: pesan untuk kartu ucapan, atau patokan lokasi');
    expect(screen.queryByLabelText(CARD)).toBeNull();
    expect(screen.queryByLabelText('Template ucapan untuk acara')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Coba Lagi' })).toBeNull();
    await fillDetails(user, FULL_DETAILS);
    await continueToConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Konfirmasi Pesanan' }));
    await expectDialog(user, 'Pesanan Berhasil!');
    const payload = bodies[0] as Record<string, unknown>;
    expect(payload.specialMessage).toBe(FULL_DETAILS.instructions);
    expect(payload).not.toHaveProperty('cardMessage');
  });
});
