import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixClockAt } from '@/test/fixedClock';
import { FIRST_VISIT } from '@/test/waits';
import { chooseCategory, openWizard, WIZARD_NOW } from '../test/wizardTestUtils';

fixClockAt(WIZARD_NOW);

/** The details form's code (formik, yup), held on its way until `arrive`. */
const held = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((done) => (arrive = done));
  return { arrived, arrive: () => arrive() };
});
vi.mock('../components/DetailsSection', async (importOriginal) => {
  await held.arrived;
  return importOriginal();
});

describe('order wizard: a category tap while the details form is on its way', { timeout: 30_000 }, () => {
  it('shows the category’s products at once, then the form’s step actions once its code arrives', async () => {
    const { user } = await openWizard();

    await chooseCategory(user);
    const step = screen.getByRole('region', { name: 'Buket Mawar' });
    expect(
      await within(step).findByRole('button', { name: 'Pilih Buket Mawar Merah Klasik' }, FIRST_VISIT),
    ).toBeInTheDocument();
    expect(within(step).queryByRole('button', { name: 'Lanjutkan' })).not.toBeInTheDocument();

    await user.click(within(step).getByRole('button', { name: 'Pilih Buket Mawar Merah Klasik' }));
    expect(within(step).getByRole('status')).toHaveTextContent('Memuat formulir pesanan…');

    held.arrive();
    expect(await within(step).findByLabelText('Tanggal Pengiriman', {}, FIRST_VISIT)).toBeInTheDocument();
    expect(within(step).getByRole('button', { name: 'Lanjutkan' })).toBeInTheDocument();
  });
});
