import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { ChatButton } from './ChatButton';

const parametersAnswer = (answer: Parameters<typeof http.get>[1]) => ({
  msw: { handlers: [http.get('*/api/general', answer)] },
});

const meta = {
  title: 'WhatsApp chat/Chat button',
  tags: ['phone'],
  component: ChatButton,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Seed: code 003 'Nomer Telfon' 0812-3456-7890. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Chat Kami lewat WhatsApp' });
    await expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
  },
};
export const PopulatedEnglish: Story = { globals: ENGLISH };
/** Spinner, disabled, while the number loads. */
export const Loading: Story = {
  parameters: parametersAnswer(async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Memuat… nomor WhatsApp' })).toBeDisabled();
  },
};
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH, play: undefined };
/** The phone parameter holds no number: disabled. */
export const Empty: Story = {
  parameters: parametersAnswer(() =>
    HttpResponse.json([{ id: 3, paramCode: '003', paramName: 'Nomer Telfon', deskripsi: '-' }]),
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Chat Kami: nomor WhatsApp belum tersedia' }),
    ).toBeDisabled();
  },
};
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH, play: undefined };
/** The parameters failed: the default number. */
export const LoadError: Story = {
  parameters: parametersAnswer(() =>
    HttpResponse.json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, { status: 500 }),
  ),
};
export const LoadErrorEnglish: Story = { ...LoadError, globals: ENGLISH };
