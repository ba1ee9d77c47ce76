import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '@/test/renderWithI18n';
import { Lightbox, type LightboxItem } from './Lightbox';

const ITEMS: LightboxItem[] = [
  { src: 'data:image/jpeg;base64,AAAA', alt: 'Mawar', title: 'Mawar', description: 'Mawar merah segar' },
  { src: 'data:image/jpeg;base64,BBBB', alt: 'Tulip', title: 'Tulip', description: null },
  {
    src: 'data:image/jpeg;base64,CCCC',
    alt: '<img src=x onerror=alert(1)>',
    title: '<img src=x onerror=alert(1)>',
    description: '<b>tebal</b>',
  },
];

function Harness({ start = 0 }: { start?: number }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <div>
      <button type="button" onClick={() => setIndex(start)}>
        Buka
      </button>
      <a href="#luar">Tautan di luar</a>
      {index !== null && (
        <Lightbox items={ITEMS} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />
      )}
    </div>
  );
}

async function open(start = 0) {
  const utils = await renderWithI18n(<Harness start={start} />);
  await utils.user.click(screen.getByRole('button', { name: 'Buka' }));
  return { ...utils, dialog: screen.getByRole('dialog') };
}

describe('Lightbox', () => {
  it('is a modal dialog named by the title, described by the description, focused on its close button', async () => {
    const { dialog } = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Mawar');
    expect(dialog).toHaveAccessibleDescription('Mawar merah segar');
    expect(within(dialog).getByRole('img', { name: 'Mawar' })).toHaveAttribute('src', 'data:image/jpeg;base64,AAAA');
    expect(within(dialog).getByText('Foto 1 dari 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Tutup foto' })).toHaveFocus();
  });

  it('keeps focus inside (Tab and Shift+Tab wrap) and makes the page behind inert', async () => {
    const { user, dialog, container } = await open();
    expect(container).toHaveAttribute('inert');
    const close = within(dialog).getByRole('button', { name: 'Tutup foto' });
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Foto sebelumnya' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Foto berikutnya' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Foto berikutnya' })).toHaveFocus();
  });

  it('moves with the arrow keys, Home/End and the buttons, wrapping at the ends', async () => {
    const { user, dialog } = await open();
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleName('Tulip');
    expect(dialog).not.toHaveAttribute('aria-describedby');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(dialog).toHaveAccessibleName('<img src=x onerror=alert(1)>');
    await user.keyboard('{Home}');
    expect(dialog).toHaveAccessibleName('Mawar');
    await user.keyboard('{End}');
    expect(within(dialog).getByText('Foto 3 dari 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Foto berikutnya' }));
    expect(dialog).toHaveAccessibleName('Mawar');
    await user.click(within(dialog).getByRole('button', { name: 'Foto sebelumnya' }));
    expect(dialog).toHaveAccessibleName('<img src=x onerror=alert(1)>');
  });

  it('moves on a swipe, but not on a short or mostly vertical one', async () => {
    const { dialog } = await open();
    const figure = within(dialog).getByRole('figure');
    const swipe = (fromX: number, toX: number, toY = 100) => {
      fireEvent.pointerDown(figure, { pointerId: 1, clientX: fromX, clientY: 100 });
      fireEvent.pointerUp(figure, { pointerId: 1, clientX: toX, clientY: toY });
    };
    swipe(300, 100);
    expect(dialog).toHaveAccessibleName('Tulip');
    swipe(100, 300);
    expect(dialog).toHaveAccessibleName('Mawar');
    swipe(300, 280);
    swipe(300, 200, 400);
    expect(dialog).toHaveAccessibleName('Mawar');
  });

  it('closes on Escape and on its button, giving focus back to the opener', async () => {
    const { user } = await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Buka' });
    expect(opener).toHaveFocus();
    expect(opener.closest('[inert]')).toBeNull();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Tutup foto' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows titles and descriptions as text', async () => {
    const { dialog } = await open(2);
    expect(within(dialog).getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(within(dialog).getByText('<b>tebal</b>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
