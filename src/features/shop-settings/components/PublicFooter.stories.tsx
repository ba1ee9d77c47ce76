import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { PublicFooter } from './PublicFooter';

const parametersAnswer = (answer: Parameters<typeof http.get>[1]) => ({
  msw: { handlers: [http.get('*/api/general', answer)] },
});

const meta = {
  title: 'Shop settings/Public footer',
  tags: ['phone'],
  component: PublicFooter,
} satisfies Meta<typeof PublicFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Jl\. Kemang Raya No\. 45/)).toBeInTheDocument();
  },
};
export const PopulatedEnglish: Story = { globals: ENGLISH };
/** Skeleton placeholders while the settings load. */
export const Loading: Story = {
  parameters: parametersAnswer(async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
};
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };
/** No parameters: the Indonesian defaults. */
export const Empty: Story = { parameters: parametersAnswer(() => HttpResponse.json([])) };
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH };
/** Failed: loading stops and the Indonesian defaults stay. */
export const LoadError: Story = {
  parameters: parametersAnswer(() =>
    HttpResponse.json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, { status: 500 }),
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Jl. Kemang Raya No. 21, Jakarta Selatan 12730'),
    ).toBeInTheDocument();
  },
};
export const LoadErrorEnglish: Story = { ...LoadError, globals: ENGLISH };
