import { screen, waitFor } from '@testing-library/react';
import '@/test/dialogTestSetup';
import { describe, expect, it } from 'vitest';
import { fixClockAt } from '@/test/fixedClock';
import {
  chooseCategory,
  chooseProduct,
  continueToConfirm,
  fillDetails,
  FULL_DETAILS,
  openWizard,
  WIZARD_NOW,
} from '../test/wizardTestUtils';

fixClockAt(WIZARD_NOW);

/**
 * A step change brings the new step's heading into focus, so a screen reader
 * announces where the visitor is — also when that step's code (steps 2 and 3
 * are chunks of their own) was still on its way.
 */
describe('order wizard: focus on a step change', { timeout: 30_000 }, () => {
  it("moves focus to each new step's heading, forwards and back", async () => {
    const { user } = await openWizard();
    // Nothing takes focus on arrival.
    expect(screen.getByRole('heading', { level: 2, name: 'Pilih Kategori Bunga' })).not.toHaveFocus();

    await chooseCategory(user);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Buket Mawar' })).toHaveFocus());

    await chooseProduct(user);
    await fillDetails(user, FULL_DETAILS);
    await continueToConfirm(user);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Konfirmasi Pesanan' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Buket Mawar' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Kembali ke Kategori' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Pilih Kategori Bunga' })).toHaveFocus());
  });
});
