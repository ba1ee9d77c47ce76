import '@/test/dialogTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { getDb, mockServer, setScenario } from '@mocks/node';
import { renderMessageTemplates } from '../test/renderMessageTemplates';

vi.setConfig({ testTimeout: 30_000 });

type User = Awaited<ReturnType<typeof renderMessageTemplates>>['user'];

const list = () => screen.findByRole('region', { name: /^Template (bunga papan|kartu ucapan)/ });
const tab = (name: RegExp) => screen.getByRole('button', { name });
const dialog = () => screen.findByRole('dialog', { name: /^(Tambah|Edit) Template$/ });
const templates = (format: 'board' | 'card') =>
  getDb()
    .messageTemplates.all()
    .filter((row) => row.format === format);

/** The seeded Muslim condolence board with 'Innalillahi …' below. */
const ISLAM_BOARD = /^“Turut Berduka Cita · Atas wafatnya · Innalillahi/;

async function openAdd(user: User) {
  await list();
  await user.click(screen.getByRole('button', { name: 'Tambah Template' }));
  return dialog();
}

describe('Template Ucapan /app/message-templates', () => {
  it("lists the shop's boards by occasion, each with its religion and lines, as stored", async () => {
    await renderMessageTemplates();
    const section = await list();
    expect(screen.getByRole('heading', { level: 1, name: 'Template Ucapan' })).toBeInTheDocument();
    expect(tab(/^Bunga papan/)).toHaveAttribute('aria-pressed', 'true');
    expect(tab(/^Bunga papan/)).toHaveTextContent(`Bunga papan ${templates('board').length}`);
    expect(tab(/^Kartu ucapan/)).toHaveTextContent(`Kartu ucapan ${templates('card').length}`);
    expect(within(section).getAllByRole('article')).toHaveLength(templates('board').length);

    const condolences = within(section).getByRole('region', { name: /^Duka cita/ });
    const islam = within(condolences).getByRole('article', { name: ISLAM_BOARD });
    expect(within(islam).getByText('Islam')).toBeInTheDocument();
    expect(within(islam).getByText('Ucapan utama')).toBeInTheDocument();
    expect(within(islam).getByText('Turut Berduka Cita')).toBeInTheDocument();
    expect(within(islam).getByText("Innalillahi wa inna ilaihi raji'un")).toBeInTheDocument();
    expect(within(islam).getByRole('button', { name: /^Edit template “Turut Berduka Cita/ })).toBeInTheDocument();
    expect(within(islam).getByRole('button', { name: /^Hapus template “Turut Berduka Cita/ })).toBeInTheDocument();
    // A template naming no religion suits every family.
    expect(within(condolences).getByRole('article', { name: /\(Duka cita, Semua agama\)$/ })).toHaveTextContent(
      'Semua agama',
    );
    // In the composer's order: condolences first.
    const occasions = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent?.replace(/\s*\(\d+\)$/, ''));
    expect(occasions[0]).toBe('Duka cita');
    expect(occasions).toContain('Pernikahan');
  });

  it('shows the cards, then one occasion and one religion, with the templates for every religion', async () => {
    const { user, router } = await renderMessageTemplates();
    await list();
    await user.click(tab(/^Kartu ucapan/));
    expect(tab(/^Kartu ucapan/)).toHaveAttribute('aria-pressed', 'true');
    let section = await screen.findByRole('region', { name: /^Template kartu ucapan/ });
    expect(within(section).getAllByRole('article')).toHaveLength(templates('card').length);
    expect(within(section).getByText(/^Selamat ulang tahun! Semoga panjang umur/)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Acara' }), 'duka');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Agama' }), 'islam');
    expect(router.state.location.search).toBe('?format=card&occasion=duka&religion=islam');
    section = await screen.findByRole('region', { name: /^Template kartu ucapan/ });
    const shown = templates('card').filter(
      (row) => row.occasion === 'duka' && (row.religion === null || row.religion === 'islam'),
    );
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(shown.length));
    expect(within(section).getByText(/^Innalillahi wa inna ilaihi raji'un\. Turut berduka cita/)).toBeInTheDocument();
    expect(within(section).queryByText(/penghiburan dari Tuhan/)).not.toBeInTheDocument();

    // No board for Imlek: said so, with the way back to every template.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Acara' }), 'imlek');
    await user.click(tab(/^Bunga papan/));
    expect(await screen.findByText('Tidak ada template yang cocok')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tampilkan semua' }));
    expect(await screen.findAllByRole('article')).toHaveLength(templates('board').length);
  });

  it('shows the symbols each religion allows, read only: the cross for kristen and katolik only', async () => {
    await renderMessageTemplates();
    const table = await screen.findByRole('table', { name: 'Simbol per agama' });
    const row = (religion: string) => within(table).getByRole('row', { name: new RegExp(`^${religion} `) });
    expect(row('Kristen')).toHaveTextContent('Salib');
    expect(row('Katolik')).toHaveTextContent('Salib');
    for (const religion of ['Islam', 'Hindu', 'Buddha', 'Konghucu', 'Umum'])
      expect(row(religion)).not.toHaveTextContent('Salib');
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('adds a board template: the headline required, the other lines optional', async () => {
    const { user } = await renderMessageTemplates();
    const form = await openAdd(user);
    expect(within(form).getByRole('radio', { name: 'Bunga papan' })).toBeChecked();
    const save = within(form).getByRole('button', { name: 'Simpan' });
    expect(save).toBeDisabled();
    const headline = within(form).getByRole('textbox', { name: 'Ucapan utama' });
    await user.click(headline);
    await user.tab();
    expect(await within(form).findByText('Ucapan utama wajib diisi')).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Acara' }), 'wisuda');
    await user.type(headline, '  Happy Graduation  ');
    await user.type(within(form).getByRole('textbox', { name: 'Untuk' }), 'Selamat atas wisudanya');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Template ditambahkan.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const added = getDb()
      .messageTemplates.all()
      .find((row) => row.lines?.recipient === 'Selamat atas wisudanya');
    expect(added).toMatchObject({
      format: 'board',
      occasion: 'wisuda',
      religion: null,
      lines: { headline: 'Happy Graduation', recipient: 'Selamat atas wisudanya' },
    });
    const section = await list();
    expect(
      await within(section).findByRole('article', { name: /^“Happy Graduation · Selamat atas wisudanya”/ }),
    ).toBeInTheDocument();
  });

  it('adds a card for one religion: its text at most 200 characters, counted as it is typed', async () => {
    const { user } = await renderMessageTemplates();
    const form = await openAdd(user);
    await user.click(within(form).getByRole('radio', { name: 'Kartu ucapan' }));
    const text = within(form).getByRole('textbox', { name: 'Teks kartu' });
    expect(text).toHaveAccessibleDescription('0/200');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Acara' }), 'duka');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Agama' }), 'hindu');
    await user.click(text);
    await user.paste('a'.repeat(201));
    await user.tab();
    expect(within(form).getByText('201/200')).toHaveClass('text-danger');
    expect(await within(form).findByText('Teks kartu paling banyak 200 karakter')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Simpan' })).toBeDisabled();
    await user.clear(text);
    await user.type(text, 'Om Swargantu, Moksantu. Turut berduka cita.');
    expect(within(form).getByText('43/200')).not.toHaveClass('text-danger');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Simpan' })).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Template ditambahkan.')).toBeInTheDocument();
    expect(getDb().messageTemplates.all().at(-1)).toMatchObject({
      format: 'card',
      occasion: 'duka',
      religion: 'hindu',
      text: 'Om Swargantu, Moksantu. Turut berduka cita.',
    });
  });

  it('edits a template from its own words, and may make it suit every religion', async () => {
    const { user } = await renderMessageTemplates();
    const section = await list();
    const card = within(section).getByRole('article', { name: ISLAM_BOARD });
    await user.click(within(card).getByRole('button', { name: /^Edit template/ }));
    const form = await screen.findByRole('dialog', { name: 'Edit Template' });
    expect(within(form).getByRole('combobox', { name: 'Acara' })).toHaveValue('duka');
    expect(within(form).getByRole('combobox', { name: 'Agama' })).toHaveValue('islam');
    expect(within(form).getByRole('textbox', { name: 'Ucapan utama' })).toHaveValue('Turut Berduka Cita');
    const extra = within(form).getByRole('textbox', { name: 'Baris tambahan' });
    expect(extra).toHaveValue("Innalillahi wa inna ilaihi raji'un");
    await user.clear(extra);
    await user.type(extra, 'Semoga diterima di sisi-Nya');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Agama' }), '');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Template disimpan.')).toBeInTheDocument();
    const id = getDb()
      .messageTemplates.all()
      .find((row) => row.lines?.extra === 'Semoga diterima di sisi-Nya');
    expect(id).toMatchObject({ occasion: 'duka', religion: null, lines: { recipient: 'Atas wafatnya' } });
    expect(
      await within(section).findByRole('article', {
        name: /^“Turut Berduka Cita · Atas wafatnya · Semoga diterima.*\(Duka cita, Semua agama\)$/,
      }),
    ).toBeInTheDocument();
  });

  it('deletes a template once confirmed, and keeps it when cancelled', async () => {
    const { user } = await renderMessageTemplates();
    const section = await list();
    const before = templates('board').length;
    const card = within(section).getByRole('article', { name: ISLAM_BOARD });
    await user.click(within(card).getByRole('button', { name: /^Hapus template/ }));
    expect(await screen.findByText('Hapus template?')).toBeInTheDocument();
    expect(
      screen.getByText(/^Template “Turut Berduka Cita · Atas wafatnya · .*” \(Duka cita, Islam\) akan dihapus\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByText('Hapus template?')).not.toBeInTheDocument());
    expect(templates('board')).toHaveLength(before);

    await user.click(within(card).getByRole('button', { name: /^Hapus template/ }));
    await user.click(await screen.findByRole('button', { name: 'Ya, Hapus' }));
    expect(await screen.findByText('Template dihapus.')).toBeInTheDocument();
    expect(templates('board')).toHaveLength(before - 1);
    await waitFor(() => expect(within(section).queryByRole('article', { name: ISLAM_BOARD })).not.toBeInTheDocument());
  });

  it("puts the server's field errors on their fields and keeps what was typed", async () => {
    mockServer.use(
      http.post('*/api/message-templates', () =>
        HttpResponse.json(
          {
            type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
            title: 'One or more validation errors occurred.',
            status: 400,
            errors: { 'lines.headline': ['Ucapan utama ini sudah ada untuk acara yang sama.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderMessageTemplates();
    const form = await openAdd(user);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Acara' }), 'selamat');
    const headline = within(form).getByRole('textbox', { name: 'Ucapan utama' });
    await user.type(headline, 'Selamat & Sukses');
    await user.type(within(form).getByRole('textbox', { name: 'Dari' }), 'PT Maju Jaya');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Ucapan utama ini sudah ada untuk acara yang sama.')).toBeInTheDocument();
    expect(within(form).getByText('Server menolak beberapa isian. Periksa kolom yang ditandai.')).toBeInTheDocument();
    expect(headline).toHaveAttribute('aria-invalid', 'true');
    expect(headline).toHaveValue('Selamat & Sukses');
    expect(within(form).getByRole('textbox', { name: 'Dari' })).toHaveValue('PT Maju Jaya');
    expect(within(form).getByRole('button', { name: 'Simpan' })).toBeDisabled();
    // Changed, the field is the staff's again.
    await user.type(headline, '!');
    await waitFor(() => expect(headline).toHaveAttribute('aria-invalid', 'false'));
  });

  it('says a refused account may not change templates (403), keeping the dialog', async () => {
    mockServer.use(
      http.put('*/api/message-templates/:id', () =>
        HttpResponse.json({ title: 'Forbidden', status: 403 }, { status: 403 }),
      ),
    );
    const { user } = await renderMessageTemplates();
    const section = await list();
    await user.click(within(section).getAllByRole('button', { name: /^Edit template/ })[0]);
    const form = await screen.findByRole('dialog', { name: 'Edit Template' });
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Akun Anda tidak diizinkan mengubah template.')).toBeInTheDocument();
  });

  it('shows the words as text, whatever they hold', async () => {
    getDb().messageTemplates.insert({
      format: 'board',
      occasion: 'duka',
      religion: null,
      lines: { headline: '<img src=x onerror=alert(1)>', recipient: '<b>Bapak</b>' },
    });
    await renderMessageTemplates();
    const section = await list();
    expect(within(section).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(within(section).getByText('<b>Bapak</b>')).toBeInTheDocument();
    expect(section.querySelector('img, b')).toBeNull();
  });

  it('shows a failed load with a retry, in English', async () => {
    setScenario('error:listMessageTemplates:500');
    const { user } = await renderMessageTemplates({ lng: 'en' });
    expect(await screen.findByText('The message templates could not be loaded.')).toBeInTheDocument();
    setScenario('off');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: /^Flower board templates/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /^Condolence/ })).toBeInTheDocument();
  });

  it.each(['404', '501'])("says 'Belum didukung oleh server' when the templates call answers %s", async (status) => {
    setScenario(`error:listMessageTemplates:${status}`);
    await renderMessageTemplates();
    expect(await screen.findByRole('heading', { name: 'Belum didukung oleh server' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tambah Template' })).not.toBeInTheDocument();
    setScenario('off');
  });
});

describe('Template Ucapan in the whole app', () => {
  it('asks for the password again on a 401 while saving, and keeps everything typed', async () => {
    mockServer.use(
      http.post(
        '*/api/message-templates',
        () => HttpResponse.json({ title: 'Unauthorized', status: 401 }, { status: 401 }),
        { once: true },
      ),
    );
    storeSession('owner');
    const { user, router } = await renderRoute('/app/message-templates');
    await screen.findByRole('region', { name: /^Template bunga papan/ }, FIRST_VISIT);
    await user.click(screen.getByRole('button', { name: 'Tambah Template' }));
    const form = await dialog();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Acara' }), 'pembukaan');
    await user.type(within(form).getByRole('textbox', { name: 'Ucapan utama' }), 'Grand Opening');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText('Template gagal disimpan. Isian Anda masih ada; coba simpan lagi.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Sesi Berakhir' }, FIRST_VISIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/message-templates');
    expect(within(form).getByRole('textbox', { name: 'Ucapan utama' })).toHaveValue('Grand Opening');
  });
});

describe("the navigation's 'Template Ucapan'", () => {
  it('sits after the payment settings and leads to the screen', async () => {
    storeSession('owner');
    const { user } = await renderRoute('/app/delivery');
    await user.click(await screen.findByRole('button', { name: 'Buka atau tutup menu' }, FIRST_VISIT));
    const link = await screen.findByRole('link', { name: 'Template Ucapan' }, FIRST_VISIT);
    const labels = within(link.closest('ul')!)
      .getAllByRole('link')
      .map((each) => each.textContent?.trim());
    expect(labels.indexOf('Template Ucapan')).toBe(labels.indexOf('Pengaturan Pembayaran') + 1);
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Template Ucapan' }, FIRST_VISIT)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /^Template bunga papan/ }, FIRST_VISIT)).toBeInTheDocument();
  });

  it('is hidden where the backend has no message templates (proposed:off:MessageTemplates)', async () => {
    setScenario('proposed:off:MessageTemplates');
    let answered = 0;
    mockServer.events.on('response:mocked', ({ request, response }) => {
      if (new URL(request.url).pathname === '/api/message-templates' && response.status === 404) answered += 1;
    });
    storeSession('owner');
    const { user } = await renderRoute('/app/delivery');
    await user.click(await screen.findByRole('button', { name: 'Buka atau tutup menu' }, FIRST_VISIT));
    await screen.findByRole('link', { name: 'Pengaturan Pembayaran' }, FIRST_VISIT);
    await waitFor(() => expect(answered).toBeGreaterThan(0), FIRST_VISIT);
    expect(screen.queryByRole('link', { name: 'Template Ucapan' })).not.toBeInTheDocument();
    mockServer.events.removeAllListeners();
    setScenario('off');
  });
});
