import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '@/test/renderWithI18n';
import { Pager } from './Pager';
import { usePaging } from './usePaging';

const items = Array.from({ length: 23 }, (_, index) => `Item ${index + 1}`);

function PagedList({ pageSize = 5 }: { pageSize?: number }) {
  const [size, setSize] = useState(pageSize);
  const paging = usePaging(items, size);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setSize(10);
          paging.setPage(1);
        }}
      >
        10 per page
      </button>
      <ul>
        {paging.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Pager
        page={paging.page}
        totalPages={paging.totalPages}
        onPage={paging.setPage}
        label="Item pages"
        summary={`Showing ${paging.from} to ${paging.to} of ${paging.total} items`}
      />
    </>
  );
}

describe('Pager with usePaging', () => {
  it('is a named navigation marking the current page, with previous disabled on the first page', async () => {
    await renderWithI18n(<PagedList />);
    const nav = screen.getByRole('navigation', { name: 'Item pages' });
    expect(within(nav).getByRole('button', { name: 'Halaman 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Halaman 2' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: /Sebelumnya/ })).toBeDisabled();
    expect(screen.getByText('Showing 1 to 5 of 23 items')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.textContent?.startsWith('Item'))).toHaveLength(5);
  });

  it('moves by number, next and previous, and stops at the last page', async () => {
    const { user } = await renderWithI18n(<PagedList />, { lng: 'en' });
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(screen.getByText('Showing 21 to 23 of 23 items')).toBeInTheDocument();
    expect(screen.getByText('Item 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Showing 16 to 20 of 23 items')).toBeInTheDocument();
  });

  it('goes back to page 1 when the page size changes', async () => {
    const { user } = await renderWithI18n(<PagedList />, { lng: 'en' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: '10 per page' }));
    expect(screen.getByText('Showing 1 to 10 of 23 items')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
  });

  it('shows gaps past seven pages', async () => {
    await renderWithI18n(<PagedList pageSize={2} />, { lng: 'en' });
    const nav = screen.getByRole('navigation', { name: 'Item pages' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3', '4', '12']);
    expect(within(nav).getByText('…')).toBeInTheDocument();
  });
});
