import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { empty, failing, loading, withHandlers } from '../test/storyStates';
import { CategoriesSection } from './CategoriesSection';

const meta = {
  title: 'Public home/Categories',
  tags: ['phone'],
  component: CategoriesSection,
  parameters: { route: { path: '/public/home' } },
} satisfies Meta<typeof CategoriesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('link', { name: 'Lihat Koleksi' })).toHaveLength(6);
  },
};
export const PopulatedEnglish: Story = { globals: ENGLISH };
export const Loading: Story = { parameters: withHandlers(loading('categories')) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };
export const Empty: Story = {
  parameters: withHandlers(empty('categories')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Belum ada kategori bunga tersedia.')).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH, play: undefined };
/** The 6 built-in categories with the load failure message and 'Coba Lagi'. */
export const LoadError: Story = {
  parameters: withHandlers(failing('categories')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load flower categories. Using fallback data.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
  },
};
export const LoadErrorEnglish: Story = {
  ...LoadError,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  },
};
