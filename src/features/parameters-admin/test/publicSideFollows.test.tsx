import '@/test/dialogTestSetup';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { getDb } from '@mocks/node';

// The whole app renders (guard, back-office shell, public layout, lazy routes).
vi.setConfig({ testTimeout: 45_000 });

const chatLink = () => screen.getByRole('link', { name: 'Chat Kami lewat WhatsApp' });
const footer = () => screen.getByRole('contentinfo');

async function editParameter(
  user: Awaited<ReturnType<typeof renderRoute>>['user'],
  router: Awaited<ReturnType<typeof renderRoute>>['router'],
  id: number,
  value: string,
) {
  const parameter = getDb().generalParameters.find(id)!;
  await router.navigate(`/app/general/edit/${id}`);
  await screen.findByText(`Mengubah parameter ${parameter.paramCode} "${parameter.paramName}"`, {}, FIRST_VISIT);
  const description = await screen.findByRole('textbox', { name: /Deskripsi/ });
  await waitFor(() => expect(description).toHaveValue(parameter.deskripsi));
  await user.clear(description);
  await user.type(description, value);
  const update = screen.getByRole('button', { name: 'Perbarui' });
  await waitFor(() => expect(update).toBeEnabled());
  await user.click(update);
  await waitFor(() => expect(router.state.location.pathname).toBe('/app/general'));
  await screen.findByRole('table');
}

describe('the public side follows a saved parameter', () => {
  it('updates the chat button, the footer and the home texts without a reload, and after one', async () => {
    storeSession('owner');
    const { user, router } = await renderRoute('/app/general');
    await waitFor(() =>
      expect(chatLink()).toHaveAttribute('href', expect.stringContaining('https://wa.me/6281234567890')),
    );

    await editParameter(user, router, 3, '0811-2222-3333');
    // The back office's own chat button follows at once (the list's cache tag).
    await waitFor(() =>
      expect(chatLink()).toHaveAttribute('href', expect.stringContaining('https://wa.me/6281122223333?text=')),
    );
    await editParameter(user, router, 11, 'https://www.instagram.com/fleur.baru');
    await editParameter(user, router, 14, 'Bunga Pilihan untuk Hari Istimewa');

    await router.navigate('/public/home');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bunga Pilihan untuk Hari Istimewa' }, FIRST_VISIT),
    ).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: '0811-2222-3333' })).toHaveAttribute(
      'href',
      'tel:0811-2222-3333'.replace(/-/g, ''),
    );
    expect(within(footer()).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/fleur.baru',
    );
    expect(chatLink()).toHaveAttribute('href', expect.stringContaining('https://wa.me/6281122223333'));

    // A reload: a fresh app over the same backend.
    cleanup();
    await renderRoute('/public/home');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bunga Pilihan untuk Hari Istimewa' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(footer()).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
        'href',
        'https://www.instagram.com/fleur.baru',
      ),
    );
    expect(within(footer()).getByText('0811-2222-3333')).toBeInTheDocument();
  });

  it('never runs or links a hostile value: only http(s) links, HTML as text', async () => {
    const db = getDb().generalParameters;
    db.update(10, { deskripsi: 'javascript:alert(document.cookie)' });
    db.update(11, { deskripsi: 'JaVaScRiPt:alert(1)' });
    db.update(12, { deskripsi: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' });
    db.update(8, { deskripsi: '<img src=x onerror="alert(1)">Toko <b>bunga</b>' });
    db.update(7, { deskripsi: '<script>alert("alamat")</script>' });
    db.update(14, { deskripsi: '<a href="javascript:alert(1)">Klik</a>' });
    const { container } = await renderRoute('/public/home');
    expect(
      await screen.findByRole('heading', { level: 1, name: '<a href="javascript:alert(1)">Klik</a>' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(footer()).getByText('<script>alert("alamat")</script>')).toBeInTheDocument());
    expect(within(footer()).getByText('<img src=x onerror="alert(1)">Toko <b>bunga</b>')).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/fleurflorist.id',
    );
    expect(within(footer()).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/fleurflorist.id',
    );
    expect(within(footer()).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/6281234567890',
    );
    expect(container.querySelector('script, img[src="x"], b')).toBeNull();
    for (const link of container.querySelectorAll('a[href]')) {
      expect(link.getAttribute('href'), link.outerHTML).toMatch(/^(https?:|\/|#|tel:|mailto:)/);
    }
  });
});
