import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { choiceField, pageField, textField } from '@/lib/url/queryState';
import { useQueryState } from './useQueryState';

const SCHEMA = {
  search: textField(),
  status: choiceField(['all', 'Pending', 'Paid'] as const, 'all'),
  page: pageField(),
};

function Filters() {
  const [query, update] = useQueryState(SCHEMA);
  const location = useLocation();
  return (
    <>
      <p>URL: {location.search}</p>
      <p>Status: {query.status}</p>
      <button type="button" onClick={() => update({ search: '', page: 1 }, { replace: true })}>
        Clear search
      </button>
      <button type="button" onClick={() => update({ status: 'Pending', page: 1 })}>
        Pending
      </button>
      <button
        type="button"
        onClick={() => {
          // Two changes before React renders the first: the second must build on it.
          update({ search: '', page: 1 }, { replace: true });
          update({ status: 'Paid' });
        }}
      >
        Both
      </button>
    </>
  );
}

function renderInDataRouter(path: string) {
  const router = createMemoryRouter([{ path: '/list', element: <Filters /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useQueryState', () => {
  it('reads the schema from the URL and writes a change with defaults left out and other parameters kept', async () => {
    const router = renderInDataRouter('/list?search=rose&page=3&mock=slow');
    expect(screen.getByText('Status: all')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pending' }));
    expect(router.state.location.search).toBe('?search=rose&mock=slow&status=Pending');
    expect(screen.getByText('Status: Pending')).toBeInTheDocument();
  });

  it('builds a change on the URL the router is at, not on the one last rendered (a filter picked just after the search box wrote the URL)', async () => {
    const router = renderInDataRouter('/list?search=%231058&page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(router.state.location.search).toBe('?status=Paid');
    expect(await screen.findByText('URL: ?status=Paid')).toBeInTheDocument();
  });

  it('a change made before the last navigation has rendered keeps that navigation', async () => {
    const router = renderInDataRouter('/list?search=%231058');
    const pending = screen.getByRole('button', { name: 'Pending' });
    await act(async () => {
      // The search box's delayed write, then a click on a control rendered before it.
      screen.getByRole('button', { name: 'Clear search' }).click();
      pending.click();
    });
    expect(router.state.location.search).toBe('?status=Pending');
    expect(screen.getByText('URL: ?status=Pending')).toBeInTheDocument();
  });

  it('works under a router without data APIs, from the rendered URL', async () => {
    render(
      <MemoryRouter initialEntries={['/list?search=rose&page=2']}>
        <Filters />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pending' }));
    expect(screen.getByText('URL: ?search=rose&status=Pending')).toBeInTheDocument();
  });
});
