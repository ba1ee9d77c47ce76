import '@/test/dialogTestSetup';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answerPhoto, sendArrangementPhoto } from '@/entities/order/test/arrangementPhotoBackend';
import { renderOrderManagement } from '@/test/renderOrderManagement';
import { FIRST_VISIT } from '@/test/waits';
import { getDb, mockServer, setScenario } from '@mocks/node';
import { rowOf, rows } from '../test/orderRows';

vi.setConfig({ testTimeout: 30_000 });

/** The seeded condolence board (gabus, an islam family): its id and the key to its order page. */
function condolenceOrder() {
  const order = getDb()
    .customerOrders.all()
    .find((candidate) => candidate.board?.occasion === 'duka');
  if (!order?.trackingToken) throw new Error('no condolence board in the seed');
  return { id: order.orderID, token: order.trackingToken };
}

/** The shop sends a photo of the board and, unless `none`, the customer answers it on the order page. */
async function photoAnswered(id: number, token: string, decision: 'approve' | 'change' | 'none') {
  await sendArrangementPhoto(id);
  if (decision !== 'none')
    await answerPhoto(
      id,
      token,
      decision === 'change' ? { decision, note: 'Nama almarhum kurang gelar.' } : { decision },
    );
}

/** Order Management in Indonesian showing the condolence board alone, its details opened. */
async function openBoard(decision: 'approve' | 'change' | 'none' = 'change') {
  const { id, token } = condolenceOrder();
  await photoAnswered(id, token, decision);
  const rendered = await renderOrderManagement(`/app/orders?search=%23${id}`, { lng: 'id' });
  await waitFor(() => expect(rows()).toHaveLength(1), FIRST_VISIT);
  await rendered.user.click(within(rowOf(id)).getByRole('button', { name: `Lihat detail pesanan #${id}` }));
  const popup = await screen.findByRole('dialog', { name: `Pesanan #${id}` }, FIRST_VISIT);
  const board = within(popup).getByRole('region', { name: 'Bunga papan' });
  return { ...rendered, id, popup, board };
}

async function openCorrection(decision?: 'approve' | 'change' | 'none') {
  const opened = await openBoard(decision);
  await opened.user.click(within(opened.board).getByRole('button', { name: 'Koreksi teks papan' }));
  const form = await within(opened.board).findByRole('group', { name: 'Koreksi teks papan' }, FIRST_VISIT);
  // The form waits for the product's size and the shop's symbols.
  await within(form).findByRole('button', { name: 'Simpan koreksi' }, FIRST_VISIT);
  return { ...opened, form };
}

const faceOf = (element: HTMLElement) =>
  [...element.querySelectorAll('.board-words__text')].map((line) => line.textContent);

describe("staff's correction of a board's text ('Koreksi teks papan')", () => {
  it.each(['none', 'approve'] as const)(
    'is not offered while the newest photo is not a change request (%s)',
    async (decision) => {
      const { board } = await openBoard(decision);
      expect(within(board).queryByRole('button', { name: 'Koreksi teks papan' })).not.toBeInTheDocument();
    },
  );

  it('opens with the words as stored, checks each line as typed and previews the draft', async () => {
    const { user, form } = await openCorrection();
    expect(form).toHaveTextContent('Biaya tambahan teks tidak ditagih ulang.');
    const recipient = within(form).getByRole('textbox', { name: /^Untuk/ });
    expect(recipient).toHaveValue('Atas wafatnya Bpk. H. Ahmad Sulaiman');
    const save = within(form).getByRole('button', { name: 'Simpan koreksi' });
    expect(save).toBeDisabled();

    await user.clear(recipient);
    await user.type(recipient, 'Atas wafatnya Bpk. H. Ahmad Sulaiman SH');
    expect(faceOf(form)).toContain('Atas wafatnya Bpk. H. Ahmad Sulaiman SH');
    expect(within(form).getByText('39/40')).toBeInTheDocument();
    await waitFor(() => expect(save).toBeEnabled());

    await user.type(recipient, '..');
    expect(await within(form).findByText('Maksimal 40 karakter untuk ukuran papan ini.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(recipient);
    await user.type(recipient, 'Atas wafatnya Bpk. Ahmad 🙏');
    expect(await within(form).findByText('Huruf gabus tidak bisa memuat: 🙏')).toBeInTheDocument();
    expect(save).toBeDisabled();
    const headline = within(form).getByRole('textbox', { name: /^Ucapan utama/ });
    await user.clear(headline);
    expect(await within(form).findByText('Baris ini wajib diisi.')).toBeInTheDocument();
  });

  it('saves the correction: the board shows the new words, the surcharge stays, the history says so', async () => {
    const { user, id, board, popup, form } = await openCorrection();
    const surcharge = getDb().customerOrders.find(id)!.textSurcharge;
    const recipient = within(form).getByRole('textbox', { name: /^Untuk/ });
    await user.clear(recipient);
    await user.type(recipient, 'Atas wafatnya Bpk. H. Ahmad Sulaiman SH');
    await user.click(within(form).getByRole('button', { name: 'Simpan koreksi' }));

    expect(
      await within(board).findByText(
        'Teks papan dikoreksi. Kirim foto baru papan agar pelanggan bisa memeriksanya.',
        {},
        FIRST_VISIT,
      ),
    ).toHaveAttribute('role', 'status');
    await waitFor(() => expect(faceOf(board)).toContain('Atas wafatnya Bpk. H. Ahmad Sulaiman SH'));
    expect(within(board).queryByRole('group', { name: 'Koreksi teks papan' })).not.toBeInTheDocument();
    const stored = getDb().customerOrders.find(id)!;
    expect(stored.board?.lines.recipient).toBe('Atas wafatnya Bpk. H. Ahmad Sulaiman SH');
    expect(stored.textSurcharge).toBe(surcharge);
    expect(await within(popup).findByText('Teks papan dikoreksi', {}, FIRST_VISIT)).toBeInTheDocument();
  });

  it("shows the backend's refusal on its line and keeps what was typed", async () => {
    mockServer.use(
      http.put('*/api/CustomerOrder/:id/board', () =>
        HttpResponse.json(
          {
            title: 'Bad Request',
            status: 400,
            code: 'line_too_long',
            errors: { 'lines.sender': ['sender is over 30 characters'] },
            codes: { 'lines.sender': 'line_too_long' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, form } = await openCorrection();
    const sender = within(form).getByRole('textbox', { name: /^Dari/ });
    await user.type(sender, ' Tbk');
    await user.click(within(form).getByRole('button', { name: 'Simpan koreksi' }));
    expect(
      await within(form).findByText('Maksimal 40 karakter untuk ukuran papan ini.', {}, FIRST_VISIT),
    ).toBeInTheDocument();
    expect(sender).toHaveValue('Keluarga Besar PT Sinar Jaya Tbk');
    expect(sender).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['409', 'Teks papan tidak bisa dikoreksi lagi'],
    ['501', 'Backend belum mendukung koreksi teks papan.'],
  ])('closes the form with its reason on a %s', async (status, text) => {
    setScenario(`error:correctOrderBoard:${status}`);
    const { user, board, form } = await openCorrection();
    await user.type(within(form).getByRole('textbox', { name: /^Dari/ }), ' Tbk');
    await user.click(within(form).getByRole('button', { name: 'Simpan koreksi' }));
    expect(await within(board).findByRole('status', {}, FIRST_VISIT)).toHaveTextContent(text);
    expect(within(board).queryByRole('group', { name: 'Koreksi teks papan' })).not.toBeInTheDocument();
    if (status === '501')
      expect(within(board).queryByRole('button', { name: 'Koreksi teks papan' })).not.toBeInTheDocument();
  });

  it('keeps the form and what was typed when the save fails (500)', async () => {
    setScenario('error:correctOrderBoard:500');
    const { user, form } = await openCorrection();
    const sender = within(form).getByRole('textbox', { name: /^Dari/ });
    await user.type(sender, ' Tbk');
    await user.click(within(form).getByRole('button', { name: 'Simpan koreksi' }));
    expect(await within(form).findByRole('alert', {}, FIRST_VISIT)).toHaveTextContent('Koreksi gagal disimpan.');
    expect(sender).toHaveValue('Keluarga Besar PT Sinar Jaya Tbk');
    act(() => setScenario('off'));
    await user.click(within(form).getByRole('button', { name: 'Simpan koreksi' }));
    expect(await screen.findByText(/Teks papan dikoreksi\./, {}, FIRST_VISIT)).toBeInTheDocument();
  });
});
