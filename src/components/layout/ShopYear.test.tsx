import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopYear } from './ShopYear';

afterEach(() => vi.useRealTimers());

const Footer = () => (
  <p>
    © <ShopYear /> Fleur Florist
  </p>
);

describe('ShopYear', () => {
  it('leaves the year out of a page prerendered in one year and shows the visitor’s year once hydrated, without a mismatch', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T12:00:00+07:00'));
    const html = renderToString(<Footer />);
    expect(html).not.toContain('2026');

    // The visitor opens the page in the new year (the shop's, Asia/Jakarta: 00:30 on 1 January).
    vi.setSystemTime(new Date('2026-12-31T17:30:00Z'));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Footer />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('© 2027 Fleur Florist');
    container.remove();
  });
});
