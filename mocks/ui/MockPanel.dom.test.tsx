import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '@/test/renderWithI18n';
import { getDb } from '../backend';
import { getScenario, setScenario } from '../scenarios/store';
import { MockPanel } from './MockPanel';

async function renderPanel(onReset = vi.fn(), lng: 'id' | 'en' = 'en') {
  const { user } = await renderWithI18n(<MockPanel onReset={onReset} />, { lng });
  /** Opens the panel by its tab and waits for its controls (a chunk of their own). */
  const open = async () => {
    await user.click(screen.getByRole('button', { name: lng === 'en' ? /^Mock controls/ : /^Kontrol mock/ }));
    return screen.findByRole('region', { name: lng === 'en' ? 'Mock backend' : 'Backend mock' });
  };
  return { user, onReset, open };
}

const CHRISTMAS_EVE = 'clock:2026-12-24T12:30:00+07:00';

describe('MockPanel', () => {
  beforeEach(() => setScenario('off'));

  it('is collapsed to a toggle button and opens the controls', async () => {
    const { user, open } = await renderPanel();
    expect(screen.queryByRole('region', { name: 'Mock backend' })).not.toBeInTheDocument();
    await open();
    expect(screen.getByRole('region', { name: 'Mock backend' })).toBeInTheDocument();
    expect(screen.getByText(/No scenario active/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the mock controls' }));
    expect(screen.getByRole('button', { name: 'Mock controls' })).toBeInTheDocument();
  });

  it('applies latency, a forced error and the empty database', async () => {
    const { user, open } = await renderPanel();
    await open();
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

  it('forces a timeout (no answer) on one operation, shown again when that operation is chosen', async () => {
    const { user, open } = await renderPanel();
    await open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Operation' }), 'getDeliverySettings');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'timeout');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(getScenario().errors).toEqual({ getDeliverySettings: 'timeout' });
    expect(screen.getByText('error:getDeliverySettings:timeout')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Operation' }), 'listFlowerCategories');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Operation' }), 'getDeliverySettings');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('timeout');
  });

  it("switches to today's backend: the proposed operations answer 404, and back", async () => {
    const { user, open } = await renderPanel();
    await open();
    await user.click(screen.getByRole('switch', { name: "Today's backend (proposed calls answer 404)" }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(getScenario()).toEqual({ latencyMs: 0, errors: {}, empty: false, proposedOff: true });
    expect(screen.getByText('proposed:off')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: "Today's backend (proposed calls answer 404)" }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(getScenario()).toEqual({ latencyMs: 0, errors: {}, empty: false });
  });

  it('offers every operation, the statuses of the brief and a timeout', async () => {
    const { open } = await renderPanel();
    await open();
    const operations = screen.getByRole('combobox', { name: 'Operation' }).querySelectorAll('option');
    expect(operations.length).toBeGreaterThan(40);
    expect(operations[0]).toHaveTextContent('All operations');
    const statuses = [...screen.getByRole('combobox', { name: 'Status' }).querySelectorAll('option')].map(
      (option) => option.textContent,
    );
    expect(statuses).toEqual(['None', '400', '401', '404', '500', '503', 'timeout']);
  });

  it("sets the clock in the shop's wall-clock time and shows the mock's time", async () => {
    const { user, open } = await renderPanel();
    await open();
    expect(screen.queryByText(/^Mock clock:/)).not.toBeInTheDocument();
    const realTime = screen.getByRole('switch', { name: 'Real time' });
    const shopTime = screen.getByLabelText(/^Shop time/);
    expect(realTime).toBeChecked();
    expect(shopTime).toBeDisabled();

    await user.click(realTime);
    fireEvent.change(shopTime, { target: { value: '2026-12-24T12:30' } });
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const clock = getScenario().clock;
    expect(clock?.start).toBe('2026-12-24T05:30:00.000Z');
    expect(clock?.pinnedAt).toBeGreaterThanOrEqual(before);
    expect(screen.getByText(/^Mock clock: Thursday,? 24 December 2026 12:30 /)).toBeInTheDocument();
    expect(screen.getByText('clock:2026-12-24T05:30:00.000Z')).toBeInTheDocument();

    // Applied again untouched, the clock runs on from the same pin.
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(getScenario().clock).toEqual(clock);
  });

  it("shows the mock's time in Indonesian", async () => {
    setScenario(CHRISTMAS_EVE);
    const { open } = await renderPanel(vi.fn(), 'id');
    await open();
    expect(screen.getByText('Jam mock: Kamis, 24 Desember 2026 12:30 WIB')).toBeInTheDocument();
    expect(screen.getByLabelText('Waktu toko (WIB)')).toHaveValue('2026-12-24T12:30');
  });

  it('keeps the clock when latency is applied', async () => {
    setScenario(CHRISTMAS_EVE);
    const pinned = getScenario().clock;
    const { user, open } = await renderPanel();
    await open();
    const latency = screen.getByLabelText('Added latency (ms)');
    await user.clear(latency);
    await user.type(latency, '800');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(getScenario()).toEqual({ latencyMs: 800, errors: {}, empty: false, clock: pinned });
    expect(screen.getByText('latency:800,clock:2026-12-24T05:30:00.000Z')).toBeInTheDocument();
  });

  it('"Real time" clears the clock', async () => {
    setScenario(`latency:100,${CHRISTMAS_EVE}`);
    const { user, open } = await renderPanel();
    await open();
    expect(screen.getByText(/^Mock clock: /)).toBeInTheDocument();
    const realTime = screen.getByRole('switch', { name: 'Real time' });
    expect(realTime).not.toBeChecked();
    await user.click(realTime);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(getScenario()).toEqual({ latencyMs: 100, errors: {}, empty: false });
    expect(screen.queryByText(/^Mock clock: /)).not.toBeInTheDocument();
  });

  it('refuses an empty date and time and keeps the scenario', async () => {
    setScenario(CHRISTMAS_EVE);
    const pinned = getScenario().clock;
    const { user, open } = await renderPanel();
    await open();
    fireEvent.change(screen.getByLabelText(/^Shop time/), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText(/^Shop time/)).toHaveAccessibleDescription('Choose a date and time.');
    expect(getScenario().clock).toEqual(pinned);
  });

  it('"Reset mock data" restores the seed, clears the scenario and reloads', async () => {
    const { user, onReset, open } = await renderPanel();
    const seeded = getDb().flowerCategories.all().length;
    getDb().deleteCategory(getDb().flowerCategories.all()[0].categoryID);
    setScenario('latency:100');
    await open();
    await user.click(screen.getByRole('button', { name: 'Reset mock data' }));
    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1));
    expect(getDb().flowerCategories.all()).toHaveLength(seeded);
    expect(getScenario().latencyMs).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent('Mock data restored to the seed.');
  });
});
