import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { galleryImage, withHandlers } from '../test/storyStates';
import { Component as GalleryEditPage } from './GalleryEditPage';

const at = (id: string) => ({ route: { path: '/app/gallery/edit/:id', initialEntry: `/app/gallery/edit/${id}` } });

const meta = {
  title: 'Gallery admin/Edit page',
  component: GalleryEditPage,
  parameters: at('2'),
} satisfies Meta<typeof GalleryEditPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByDisplayValue('Mawar Merah Segar', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
export const LoadedEnglish: Story = { globals: ENGLISH };
export const NotFound: Story = {
  parameters: at('999'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Gallery image not found', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
export const NotFoundEnglish: Story = { ...NotFound, globals: ENGLISH };
export const MissingId: Story = {
  parameters: at('abc'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Gallery ID not found')).toBeInTheDocument();
  },
};
export const LoadFailed: Story = {
  parameters: { ...at('2'), ...withHandlers(galleryImage.failed) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to load gallery image', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
export const LoadFailedEnglish: Story = { ...LoadFailed, globals: ENGLISH, play: undefined };
