import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import '@/test/dialogTestSetup';
import { describe, expect, it } from 'vitest';
import { fixClockAt } from '@/test/fixedClock';
import { renderRoute } from '@/test/renderRoute';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer } from '@mocks/node';
import { chooseCategory, openWizard, WIZARD_PATH, WIZARD_NOW } from '../test/wizardTestUtils';

const problem = (status: number) => HttpResponse.json({ type: 'about:blank', title: 'Error', status }, { status });
const failCategories = () => mockServer.use(http.get('*/api/FlowerCategory', () => problem(500)));
const failProducts = () => mockServer.use(http.get('*/api/FlowerProduct/category/:id', () => problem(500)));

fixClockAt(WIZARD_NOW);

describe('order wizard: loading, empty and error states', { timeout: 30_000 }, () => {
  it('shows a spinner while categories load', async () => {
    mockServer.use(http.get('*/api/FlowerCategory', () => delay('infinite')));
    await renderRoute(WIZARD_PATH);
    const spinner = await screen.findByText('Memuat kategori bunga…', {}, FIRST_VISIT);
    expect(spinner.closest('[role="status"]')).not.toBeNull();
  });

  it('on a categories failure shows the message, sample categories and a retry that recovers', async () => {
    failCategories();
    const { user } = await openWizard();
    const alert = await screen.findByRole('alert', {}, FIRST_VISIT);
    expect(alert).toHaveTextContent('Failed to load flower categories. Please try again.');
    // Sample categories stand in, and can be chosen.
    expect(screen.getByRole('button', { name: 'Lihat Produk Buket Mawar' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);

    mockServer.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    // The samples carry the same names as the seeded categories, so recovery shows in the server's own
    // descriptions replacing the samples' (and the alert leaving), not in a name.
    expect(
      await screen.findByText(
        'Anggrek bulan dan tanaman hias dalam pot, hadiah yang tahan lama untuk rumah dan kantor.',
        {},
        FIRST_VISIT,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Anggrek dan tanaman hias dalam pot, hadiah yang tahan lama.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lihat Produk Anggrek & Tanaman Hias' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty message when there are no categories', async () => {
    mockServer.use(http.get('*/api/FlowerCategory', () => HttpResponse.json([])));
    await openWizard();
    expect(await screen.findByText('Belum ada kategori bunga tersedia.', {}, FIRST_VISIT)).toBeInTheDocument();
  });

  it('on a products failure shows the message, sample products and a retry that recovers', async () => {
    const { user } = await openWizard();
    failProducts();
    await chooseCategory(user, 'Bunga Meja & Vas');
    const alert = await screen.findByRole('alert', {}, FIRST_VISIT);
    expect(alert).toHaveTextContent('Failed to load products for this category. Please try again.');
    expect(screen.getByRole('button', { name: 'Pilih Buket Mawar Merah Klasik' })).toBeInTheDocument();

    mockServer.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(
      await screen.findByRole('button', { name: 'Pilih Rangkaian Hydrangea Biru' }, FIRST_VISIT),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty message when a category has no products', async () => {
    mockServer.use(http.get('*/api/FlowerProduct/category/:id', () => HttpResponse.json([])));
    const { user } = await openWizard();
    await chooseCategory(user);
    expect(
      await screen.findByText('Belum ada produk tersedia untuk kategori ini.', {}, FIRST_VISIT),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pilih kategori lain' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pilih Kategori Bunga' })).toBeInTheDocument();
  });

  it('speaks English, with English sample categories on failure', async () => {
    failCategories();
    await openWizard('en');
    expect(screen.getByText('English', { selector: '.wizard-header__language' })).toBeInTheDocument();
    expect(await screen.findByRole('alert', {}, FIRST_VISIT)).toHaveTextContent(
      'Failed to load flower categories. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'View Products Rose Bouquets' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
