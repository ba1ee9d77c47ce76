import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '@/test/renderWithI18n';
import { OrderStatusBadge } from './OrderStatusBadge';
import { PaymentStatusBadge } from './PaymentStatusBadge';

describe('status badges', () => {
  it("name the status with the product's values in Indonesian, coloured by status", async () => {
    await renderWithI18n(
      <>
        <OrderStatusBadge status="Delivered" />
        <OrderStatusBadge status="Processing" />
        <PaymentStatusBadge status="Refunded" />
        <PaymentStatusBadge status="Paid" />
      </>,
    );
    expect(screen.getByText('Delivered')).toHaveClass('status-badge--purple');
    expect(screen.getByText('Processing')).toHaveClass('status-badge--blue');
    expect(screen.getByText('Refunded')).toHaveClass('status-badge--purple');
    expect(screen.getByText('Paid')).toHaveClass('status-badge--green');
  });

  it('show Unknown in grey for a missing or unexpected value, in English too', async () => {
    await renderWithI18n(
      <>
        <OrderStatusBadge status="Shipped" />
        <PaymentStatusBadge status={undefined} />
      </>,
      { lng: 'en' },
    );
    const unknown = screen.getAllByText('Unknown');
    expect(unknown).toHaveLength(2);
    for (const badge of unknown) expect(badge).toHaveClass('status-badge--grey');
  });
});
