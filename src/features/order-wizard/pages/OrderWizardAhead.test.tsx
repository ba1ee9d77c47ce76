import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixClockAt } from '@/test/fixedClock';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer } from '@mocks/node';
import { loadLaterSteps } from '../hooks/useLaterSteps';
import { chooseCategory, openWizard, WIZARD_NOW } from '../test/wizardTestUtils';

fixClockAt(WIZARD_NOW);

/** The category ids whose products were asked for, in order. */
const requested: number[] = [];
function record({ request }: { request: Request }) {
  const found = /\/api\/FlowerProduct\/category\/(\d+)$/.exec(new URL(request.url).pathname);
  if (found) requested.push(Number(found[1]));
}
beforeEach(() => {
  requested.length = 0;
  mockServer.events.on('request:start', record);
});
afterEach(() => {
  mockServer.events.removeListener('request:start', record);
});

describe('order wizard: the next step is fetched ahead', { timeout: 30_000 }, () => {
  it("asks for each category's products once the page is idle, and lists them without asking again", async () => {
    const { user } = await openWizard();
    const cards = await screen.findAllByRole('button', { name: /^Lihat Produk / }, FIRST_VISIT);
    await waitFor(() => expect(requested).toHaveLength(cards.length));
    expect(new Set(requested).size).toBe(cards.length);
    await loadLaterSteps();

    await chooseCategory(user);
    expect(
      await screen.findByRole('button', { name: 'Pilih Buket Mawar Merah Klasik' }, FIRST_VISIT),
    ).toBeInTheDocument();
    expect(requested, 'no second request for the chosen category').toHaveLength(cards.length);
  });
});
