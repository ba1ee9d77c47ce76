import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/renderRoute';
import { getDb } from '@mocks/node';

// The whole app renders (lazy routes, mock backend): allow for a busy machine.

async function gallery() {
  const utils = await renderRoute('/public/home');
  const section = await screen.findByRole('region', { name: 'Karya Terbaru Kami' });
  await within(section).findAllByRole('figure');
  return { ...utils, section };
}

describe('home gallery lightbox', () => {
  it('opens the clicked photo with its title and description, moves with the arrows and closes on Escape', async () => {
    const { user, section } = await gallery();
    const opener = within(section).getByRole('button', { name: 'Perbesar foto Mawar Merah Segar' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Mawar Merah Segar' });
    expect(dialog).toHaveAccessibleDescription(
      'Mawar merah yang baru dipetik pagi ini dari kebun mitra kami di Lembang.',
    );
    expect(within(dialog).getByText('Foto 2 dari 6')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Mawar Merah Segar' }).getAttribute('src')).toMatch(
      /^data:image\/jpeg;base64,/,
    );
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleName('Tulip Warna-warni');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves a broken photo out of the viewer too', async () => {
    const { user, section } = await gallery();
    fireEvent.error(
      within(section)
        .getByText('Mawar Merah Segar', { selector: '.gallery-tile__title' })
        .closest('figure')!
        .querySelector('img')!,
    );
    await user.click(within(section).getByRole('button', { name: 'Perbesar foto Buket Mawar Pink Romantis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buket Mawar Pink Romantis' });
    expect(within(dialog).getByText('Foto 1 dari 5')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleName('Tulip Warna-warni');
  });

  it('names the photo buttons with the title as text, never HTML', async () => {
    getDb().galleryImages.update(1, { title: '<img src=x onerror=alert(1)>' });
    const { section } = await gallery();
    expect(
      within(section).getByRole('button', { name: 'Perbesar foto <img src=x onerror=alert(1)>' }),
    ).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
