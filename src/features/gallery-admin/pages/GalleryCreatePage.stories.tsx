import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { Component as GalleryCreatePage } from './GalleryCreatePage';

const meta = {
  title: 'Gallery admin/Create page',
  component: GalleryCreatePage,
  parameters: { route: { path: '/app/gallery/create' } },
} satisfies Meta<typeof GalleryCreatePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Tambah Foto Galeri' }),
    ).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = { globals: ENGLISH };
