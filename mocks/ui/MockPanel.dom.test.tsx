import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '@/test/renderWithI18n';
import { getDb } from '../backend';
import { getScenario, setScenario } from '../scenarios/store';
import { MockPanel } from './MockPanel';

async function renderPanel(onReset = vi.fn()) {
  const { user } = await renderWithI18n(<MockPanel onReset={onReset} />, { lng: 'en' });
  return { user, onReset };
}

describe('MockPanel', () => {
  beforeEach(() => setScenario('off'));

  it('is collapsed to a toggle button and opens the controls', async () => {
    const { user } = await renderPanel();
    expect(screen.queryByRole('region', { name: 'Mock backend' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mock controls' }));
    expect(screen.getByRole('region', { name: 'Mock backend' })).toBeInTheDocument();
    expect(screen.getByText(/No scenario active/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the mock controls' }));
    expect(screen.getByRole('button', { name: 'Mock controls' })).toBeInTheDocument();
  });

  it('applies latency, a forced error and the empty database', async () => {
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Mock controls' }));
    const latency = screen.getByLabelText('Added latency (ms)');
    await user.clear(latency);
    await user.type(latency, '800');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Operation' }), 'listFlowerCategories');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '500');
    await user.click(screen.getByRole('switch', { name: 'Empty database' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(getScenario()).toEqual({ latencyMs: 800, errors: { listFlowerCategories: 500 }, empty: true });
    expect(screen.getByText('latency:800,error:listFlowerCategories:500,empty')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Operation' }), 'listFlowerCategories');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('500');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(getScenario().errors).toEqual({});
  });

  it('offers every operation and the statuses of the brief', async () => {
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Mock controls' }));
    const operations = screen.getByRole('combobox', { name: 'Operation' }).querySelectorAll('option');
    expect(operations.length).toBeGreaterThan(40);
    expect(operations[0]).toHaveTextContent('All operations');
    const statuses = [...screen.getByRole('combobox', { name: 'Status' }).querySelectorAll('option')].map((option) => option.textContent);
    expect(statuses).toEqual(['None', '400', '401', '404', '500', '503']);
  });

  it('"Reset mock data" restores the seed, clears the scenario and reloads', async () => {
    const { user, onReset } = await renderPanel();
    const seeded = getDb().flowerCategories.all().length;
    getDb().deleteCategory(getDb().flowerCategories.all()[0].categoryID);
    setScenario('latency:100');
    await user.click(screen.getByRole('button', { name: 'Mock controls' }));
    await user.click(screen.getByRole('button', { name: 'Reset mock data' }));
    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1));
    expect(getDb().flowerCategories.all()).toHaveLength(seeded);
    expect(getScenario().latencyMs).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent('Mock data restored to the seed.');
  });
});
