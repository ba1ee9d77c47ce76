import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader';

function renderHeader(ui: React.ReactElement) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('PageHeader', () => {
  it('shows the title as the page heading, the subtitle and the actions', () => {
    renderHeader(<PageHeader title="Berita" subtitle="Semua berita" actions={<button type="button">Tambah</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Berita' })).toBeInTheDocument();
    expect(screen.getByText('Semua berita')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows a breadcrumb whose last step is the current page', () => {
    renderHeader(
      <PageHeader
        title="Tambah Akun"
        breadcrumb={{ label: 'Breadcrumb', parents: [{ label: 'Akun', to: '/app/akun' }] }}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Akun' })).toHaveAttribute('href', '/app/akun');
    expect(within(nav).getByText('Tambah Akun')).toHaveAttribute('aria-current', 'page');
  });

  it('shows a back link above the title', () => {
    renderHeader(<PageHeader title="Produk" back={{ label: 'Kembali ke Kategori', to: '/app/flower' }} />);
    expect(screen.getByRole('link', { name: 'Kembali ke Kategori' })).toHaveAttribute('href', '/app/flower');
  });
});
