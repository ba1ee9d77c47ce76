import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

describe('list states', () => {
  it('announces loading with its label, over placeholders hidden from assistive technology', () => {
    const { container } = render(<LoadingState label="Memuat kategori…" skeleton={<div data-testid="skeleton" />} />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat kategori…');
    expect(screen.getByTestId('skeleton').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('[role="status"]')).toHaveLength(1);
  });

  it('shows an empty list with its title, text and ways on', () => {
    render(
      <EmptyState title="Tidak ada kategori" text="Belum ada kategori." icon="bi-flower2">
        <button type="button">Tambah Kategori</button>
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Tidak ada kategori' })).toBeInTheDocument();
    expect(screen.getByText('Belum ada kategori.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah Kategori' })).toBeInTheDocument();
  });

  it('alerts a failure with its message and note, and retries on the button', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Gagal memuat." note="Menampilkan contoh." retryLabel="Coba Lagi" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat.');
    expect(alert).toHaveTextContent('Menampilkan contoh.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('disables the retry while it runs', () => {
    render(
      <ErrorState tone="notice" message="Gagal memuat." retryLabel="Muat Ulang" onRetry={() => undefined} retrying />,
    );
    expect(screen.getByRole('button', { name: 'Muat Ulang' })).toBeDisabled();
  });
});
