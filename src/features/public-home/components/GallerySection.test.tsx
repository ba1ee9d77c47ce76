import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/renderRoute';
import { mockServer } from '@mocks/node';
import { serverError } from '../test/problem';

// The whole app renders (lazy routes, mock backend): allow for a busy machine.

async function gallerySection() {
  const section = await screen.findByRole('region', { name: 'Karya Terbaru Kami' });
  await within(section).findAllByRole('figure');
  return section;
}

/** The titles of the photos shown (each figure's caption; the picture's alt is empty, the caption names it). */
const titles = (section: HTMLElement) =>
  within(section)
    .getAllByRole('figure')
    .map((figure) => figure.querySelector('.gallery-tile__title')?.textContent);
/** The picture of the photo captioned `title`. */
const photo = (section: HTMLElement, title: string) =>
  within(section).getByText(title, { selector: '.gallery-tile__title' }).closest('figure')!.querySelector('img')!;

describe('home gallery', () => {
  it('asks for page size 6, with images, active only, and shows the first 6 photos as JPEG data URLs', async () => {
    const requests: URL[] = [];
    const record = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/Gallery') requests.push(url);
    };
    mockServer.events.on('request:start', record);
    try {
      await renderRoute('/public/home');
      const section = await gallerySection();
      expect(titles(section)).toEqual([
        'Buket Mawar Pink Romantis',
        'Mawar Merah Segar',
        'Tulip Warna-warni',
        'Bunga Matahari Ceria',
        'Dekorasi Meja Resepsi',
        'Duo Anggrek Bulan',
      ]);
      for (const image of section.querySelectorAll('figure img')) {
        expect(image.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,\/9j\//);
      }
      expect(requests[0].searchParams.get('page')).toBe('1');
      expect(requests[0].searchParams.get('pageSize')).toBe('6');
      expect(requests[0].searchParams.get('includeImages')).toBe('true');
      expect(requests[0].searchParams.get('activeOnly')).toBe('true');
    } finally {
      mockServer.events.removeListener('request:start', record);
    }
  });

  it('appends the next page on load more and stops when no more pages exist', async () => {
    const { user } = await renderRoute('/public/home');
    const section = await gallerySection();
    expect(within(section).getAllByRole('figure')).toHaveLength(6);
    await user.click(within(section).getByRole('button', { name: 'Muat Lebih Banyak' }));
    await within(section).findByText('Hydrangea & Mawar dalam Vas', { selector: '.gallery-tile__title' });
    // 11 active photos: the first 6 stay, the last 5 are appended; inactive ones never show.
    expect(titles(section)).toHaveLength(11);
    expect(titles(section).slice(0, 2)).toEqual(['Buket Mawar Pink Romantis', 'Mawar Merah Segar']);
    expect(titles(section)).not.toContain('Inspirasi Kebun Tulip');
    expect(within(section).queryByRole('button', { name: 'Muat Lebih Banyak' })).not.toBeInTheDocument();
  });

  it('hides a photo that fails to load', async () => {
    await renderRoute('/public/home');
    const section = await gallerySection();
    fireEvent.error(photo(section, 'Tulip Warna-warni'));
    expect(
      within(section).queryByText('Tulip Warna-warni', { selector: '.gallery-tile__title' }),
    ).not.toBeInTheDocument();
    expect(within(section).getAllByRole('figure')).toHaveLength(5);
  });

  it('empties the gallery on failure and offers a reload in the empty state', async () => {
    mockServer.use(http.get('*/api/Gallery', serverError));
    const { user } = await renderRoute('/public/home');
    const section = await screen.findByRole('region', { name: 'Karya Terbaru Kami' });
    expect(await within(section).findByText('Belum ada foto di galeri.')).toBeInTheDocument();
    expect(within(section).getByRole('alert')).toHaveTextContent('Foto galeri gagal dimuat.');
    expect(within(section).queryByRole('figure')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Muat Lebih Banyak' })).not.toBeInTheDocument();

    mockServer.resetHandlers();
    await user.click(within(section).getByRole('button', { name: 'Muat Ulang' }));
    expect(await within(section).findAllByRole('figure')).toHaveLength(6);
    expect(within(section).queryByText('Foto galeri gagal dimuat.')).not.toBeInTheDocument();
  });

  it('tells a truly empty gallery apart from a failure: no failure message, nothing to reload', async () => {
    mockServer.use(
      http.get('*/api/Gallery', () =>
        HttpResponse.json({
          data: [],
          totalRecords: 0,
          totalPages: 0,
          page: 1,
          pageSize: 6,
          hasNextPage: false,
          hasPreviousPage: false,
        }),
      ),
    );
    await renderRoute('/public/home');
    const section = await screen.findByRole('region', { name: 'Karya Terbaru Kami' });
    expect(await within(section).findByText('Belum ada foto di galeri.')).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Muat Ulang' })).not.toBeInTheDocument();
  });
});
