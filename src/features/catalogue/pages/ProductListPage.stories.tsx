import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { productList, withHandlers } from '../test/storyStates';
import { Component as ProductListPage } from './ProductListPage';

const meta = {
  title: 'Catalogue/Product list',
  component: ProductListPage,
  parameters: { route: { path: '/app/flower/products/:categoryId', initialEntry: '/app/flower/products/1' } },
} satisfies Meta<typeof ProductListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(5);
  },
};
export const PopulatedEnglish: Story = { globals: ENGLISH };
export const Loading: Story = { parameters: withHandlers(productList.loading) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };
export const Empty: Story = {
  parameters: withHandlers(productList.empty),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tidak ada produk')).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH, play: undefined };
export const LoadError: Story = {
  parameters: withHandlers(productList.error),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Gagal memuat data produk bunga')).toBeInTheDocument();
  },
};
export const LoadErrorEnglish: Story = { ...LoadError, globals: ENGLISH, play: undefined };
