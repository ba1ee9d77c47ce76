import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { galleryList, withHandlers } from '../test/storyStates';
import { Component as GalleryListPage } from './GalleryListPage';

const meta = {
  title: 'Gallery admin/List',
  component: GalleryListPage,
  parameters: { route: { path: '/app/gallery', initialEntry: '/app/gallery' } },
} satisfies Meta<typeof GalleryListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article', {}, { timeout: 5000 })).toHaveLength(6);
  },
};
export const PopulatedEnglish: Story = { globals: ENGLISH };
export const Loading: Story = { parameters: withHandlers(galleryList.loading) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };
export const Empty: Story = {
  parameters: withHandlers(galleryList.empty),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Belum ada foto' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH, play: undefined };
/** 'Inactive' filters the loaded page: page 1 has none, so the reset is offered while paging stays. */
export const FilteredEmpty: Story = {
  parameters: { route: { path: '/app/gallery', initialEntry: '/app/gallery?status=inactive' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Reset Filter' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
export const FilteredEmptyEnglish: Story = { ...FilteredEmpty, globals: ENGLISH, play: undefined };
export const LoadError: Story = {
  parameters: withHandlers(galleryList.error),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to load gallery images. Please try again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
export const LoadErrorEnglish: Story = { ...LoadError, globals: ENGLISH };
export const ImagesHidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('switch', { name: 'Tampilkan gambar' }));
    await expect(await canvas.findAllByText('Gambar disembunyikan', {}, { timeout: 5000 })).toHaveLength(6);
  },
};
export const ImagesHiddenEnglish: Story = {
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('switch', { name: 'Show images' }));
  },
};
