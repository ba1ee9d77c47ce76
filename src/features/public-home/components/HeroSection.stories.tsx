import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { empty, failing, loading, withHandlers } from '../test/storyStates';
import { HeroSection } from './HeroSection';

const meta = {
  title: 'Public home/Hero',
  tags: ['phone'],
  component: HeroSection,
  parameters: { route: { path: '/public/home' } },
} satisfies Meta<typeof HeroSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Bunga segar langsung dari kebun setiap pagi'),
    ).toBeInTheDocument();
  },
};
export const PopulatedEnglish: Story = {
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /Shop Now/ })).toBeInTheDocument();
  },
};
export const Loading: Story = { parameters: withHandlers(loading('parameters')) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };
/** No named parameters: the translated defaults. */
export const Empty: Story = { parameters: withHandlers(empty('parameters')) };
export const EmptyEnglish: Story = {
  ...Empty,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Hand-picked fresh flowers every day')).toBeInTheDocument();
  },
};
/** The parameters failed: the translated defaults (the page shows the shop information notice). */
export const LoadError: Story = { parameters: withHandlers(failing('parameters')) };
export const LoadErrorEnglish: Story = { ...LoadError, globals: ENGLISH };
