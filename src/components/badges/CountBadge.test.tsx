import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge, shownCount } from './CountBadge';

/** A link with a count, named from what it shows as the navigation names it. */
function CountedLink({ count, max }: { count: number; max: number }) {
  const name = count > 0 ? `Bukti Pembayaran ${shownCount(count, max)} menunggu` : undefined;
  return (
    <a href="/app/payments" aria-label={name}>
      <span>Bukti Pembayaran</span>
      <CountBadge count={count} max={max} className="badge" />
    </a>
  );
}

describe('CountBadge', () => {
  it('is a word of its own after the label, and the name holds the text as it reads', () => {
    render(<CountedLink count={3} max={99} />);
    const link = screen.getByRole('link', { name: 'Bukti Pembayaran 3 menunggu' });
    expect(link.textContent).toBe('Bukti Pembayaran 3');
    expect(link).toHaveAccessibleName(expect.stringContaining(link.textContent!));
  });

  it('shows a count above its maximum as max+, in the badge and in the name', () => {
    render(<CountedLink count={120} max={99} />);
    const link = screen.getByRole('link', { name: 'Bukti Pembayaran 99+ menunggu' });
    expect(link.textContent).toBe('Bukti Pembayaran 99+');
    expect(shownCount(10, 9)).toBe('9+');
    expect(shownCount(9, 9)).toBe('9');
  });

  it('shows nothing for 0', () => {
    render(<CountedLink count={0} max={99} />);
    expect(screen.getByRole('link', { name: 'Bukti Pembayaran' }).textContent).toBe('Bukti Pembayaran');
  });
});
