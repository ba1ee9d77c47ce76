import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { deliverySettingsLoad, deliverySettingsSave, withHandlers } from '../test/storyStates';
import { Component as DeliverySettingsPage } from './DeliverySettingsPage';

const LONG = { timeout: 8000 };

/** /app/delivery over the seeded mock backend, or a story's own answers. */
const meta = {
  title: 'Delivery admin/Settings page',
  component: DeliverySettingsPage,
  parameters: { route: { path: '/app/delivery', initialEntry: '/app/delivery' } },
} satisfies Meta<typeof DeliverySettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded shop: no same-day, the next holidays closed, the evening window limited, the Jabodetabek zones. */
export const Populated: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('10 zona', {}, LONG)).toBeInTheDocument();
  },
};
export const PopulatedEnglish: Story = {
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('10 zones', {}, LONG)).toBeInTheDocument();
  },
};

/** Same-day on: the cut-off field and its hint. */
export const SameDayOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Ada, untuk pesanan sebelum batas waktu' }, LONG));
    await userEvent.type(canvas.getByRole('textbox', { name: /Batas waktu pesanan/ }), '13:00');
    await expect(canvas.getByText(/Pesanan untuk hari ini diterima sebelum jam ini/)).toBeInTheDocument();
  },
};
export const SameDayOnEnglish: Story = {
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Yes, for orders before the cut-off' }, LONG));
    await expect(canvas.getByText(/Orders for today are taken before this time/)).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: withHandlers(deliverySettingsLoad.loading) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };

/** A shop without zones, closed days or pickup. */
export const Empty: Story = {
  parameters: withHandlers(deliverySettingsLoad.empty),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Belum ada zona/, {}, LONG)).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Belum ada hari tutup.')).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = {
  ...Empty,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No zones yet/, {}, LONG)).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: withHandlers(deliverySettingsLoad.error),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Pengaturan pengiriman gagal dimuat.', {}, LONG),
    ).toBeInTheDocument();
  },
};
export const LoadFailedEnglish: Story = {
  ...LoadFailed,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The delivery settings could not be loaded.', {}, LONG),
    ).toBeInTheDocument();
  },
};

/** Today's backend: no delivery settings call (404). */
export const Unsupported: Story = {
  parameters: withHandlers(deliverySettingsLoad.notFound),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Belum didukung oleh server' }, LONG),
    ).toBeInTheDocument();
  },
};
export const UnsupportedEnglish: Story = {
  ...Unsupported,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Not supported by the server yet' }, LONG),
    ).toBeInTheDocument();
  },
};

/** Types a fee the server refuses into the first zone and saves. */
async function saveRefusedFee(canvasElement: HTMLElement, feeLabel: RegExp, saveLabel: string) {
  const canvas = within(canvasElement);
  const fee = (await canvas.findAllByRole('textbox', { name: feeLabel }, LONG))[0];
  await userEvent.clear(fee);
  await userEvent.type(fee, '250000');
  await userEvent.click(canvas.getByRole('button', { name: saveLabel }));
  await expect(await canvas.findByText('zones[0].fee must be at most 200000', {}, LONG)).toBeInTheDocument();
}

/** A save the server refuses on a zone's fee: the message above, the error on the field. */
export const SaveRefused: Story = {
  parameters: withHandlers(deliverySettingsSave.refusedFee),
  play: async ({ canvasElement }) => saveRefusedFee(canvasElement, /Ongkos kirim/, 'Simpan'),
};
export const SaveRefusedEnglish: Story = {
  ...SaveRefused,
  globals: ENGLISH,
  play: async ({ canvasElement }) => saveRefusedFee(canvasElement, /Delivery fee/, 'Save'),
};
