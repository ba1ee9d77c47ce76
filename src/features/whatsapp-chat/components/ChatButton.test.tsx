import { act, fireEvent, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/renderRoute';
import { mockServer } from '@mocks/node';
import { CHAT_REAPPEAR_MS, chatGreeting } from '../chatRules';

// The whole app renders (lazy routes, mock backend): allow for a busy machine.

const OPEN = 'Chat Kami lewat WhatsApp';
const greeting = encodeURIComponent(chatGreeting('Fleur Florist'));
const parameters = (...rows: [code: string, name: string, value: string][]) =>
  rows.map(([paramCode, paramName, deskripsi], index) => ({ id: index + 1, paramCode, paramName, deskripsi }));

afterEach(() => {
  vi.useRealTimers();
});

describe('chat button', () => {
  it('shows a spinner and is disabled while the number loads', async () => {
    mockServer.use(
      http.get('*/api/general', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    await renderRoute('/public/home');
    const button = await screen.findByRole('button', { name: 'Memuat… nomor WhatsApp' });
    expect(button).toBeDisabled();
    expect(screen.getByTestId('chat-spinner')).toBeInTheDocument();
  });

  it('opens wa.me with the normalised code 003 number and the encoded greeting in a new tab', async () => {
    await renderRoute('/public/home');
    const link = await screen.findByRole('link', { name: OPEN });
    // Seed: 003 'Nomer Telfon' = 0812-3456-7890 → 62 81234567890
    expect(link).toHaveAttribute('href', `https://wa.me/6281234567890?text=${greeting}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("uses the parameter named 'nomer telfon' (not '2') when code 003 is missing", async () => {
    mockServer.use(
      http.get('*/api/general', () =>
        HttpResponse.json(
          parameters(['030', 'Nomer Telfon 2', '0813-0000-0000'], ['031', 'Nomer Telfon Toko', '+62 857 1111 2222']),
        ),
      ),
    );
    await renderRoute('/public/home');
    expect(await screen.findByRole('link', { name: OPEN })).toHaveAttribute(
      'href',
      `https://wa.me/6285711112222?text=${greeting}`,
    );
  });

  it('falls back to the default number when the parameters fail', async () => {
    mockServer.use(
      http.get('*/api/general', () =>
        HttpResponse.json({ status: 500, title: 'Internal Server Error', type: 'about:blank' }, { status: 500 }),
      ),
    );
    await renderRoute('/public/home');
    expect(await screen.findByRole('link', { name: OPEN })).toHaveAttribute(
      'href',
      `https://wa.me/6281234567890?text=${greeting}`,
    );
  });

  it('is disabled when the shop has no number', async () => {
    mockServer.use(http.get('*/api/general', () => HttpResponse.json(parameters(['003', 'Nomer Telfon', '-']))));
    await renderRoute('/public/home');
    expect(await screen.findByRole('button', { name: 'Chat Kami: nomor WhatsApp belum tersedia' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: OPEN })).not.toBeInTheDocument();
  });

  it('hides for 30 seconds when closed, then reappears', async () => {
    await renderRoute('/public/home');
    await screen.findByRole('link', { name: OPEN });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Sembunyikan tombol chat' }));
    expect(screen.queryByRole('link', { name: OPEN })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(CHAT_REAPPEAR_MS - 1));
    expect(screen.queryByRole('link', { name: OPEN })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('link', { name: OPEN })).toBeInTheDocument();
  });

  it('is labelled in English', async () => {
    await renderRoute('/public/home', { lng: 'en' });
    expect(await screen.findByRole('link', { name: 'Chat with Us on WhatsApp' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide the chat button' })).toBeInTheDocument();
  });
});
