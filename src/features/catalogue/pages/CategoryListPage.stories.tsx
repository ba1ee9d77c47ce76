import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { categoryList, withHandlers } from '../test/storyStates';
import { Component as CategoryListPage } from './CategoryListPage';

const meta = {
  title: 'Catalogue/Category list',
  component: CategoryListPage,
  parameters: { route: { path: '/app/flower', initialEntry: '/app/flower' } },
} satisfies Meta<typeof CategoryListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(6);
  },
};
export const PopulatedEnglish: Story = { globals: ENGLISH };
export const Loading: Story = { parameters: withHandlers(categoryList.loading) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };
export const Empty: Story = {
  parameters: withHandlers(categoryList.empty),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tidak ada kategori')).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH, play: undefined };
export const LoadError: Story = {
  parameters: withHandlers(categoryList.error),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Gagal memuat data kategori bunga')).toBeInTheDocument();
  },
};
export const LoadErrorEnglish: Story = { ...LoadError, globals: ENGLISH, play: undefined };
