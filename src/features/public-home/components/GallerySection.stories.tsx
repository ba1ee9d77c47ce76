import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { empty, failing, loading, withHandlers } from '../test/storyStates';
import { GallerySection } from './GallerySection';

const meta = {
  title: 'Public home/Gallery',
  tags: ['phone'],
  component: GallerySection,
  parameters: { route: { path: '/public/home' } },
} satisfies Meta<typeof GallerySection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('figure')).toHaveLength(6);
  },
};
export const PopulatedEnglish: Story = { globals: ENGLISH };
export const Loading: Story = { parameters: withHandlers(loading('gallery')) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };
export const Empty: Story = { parameters: withHandlers(empty('gallery')) };
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH };
/** The list is emptied and the empty state offers a reload. */
export const LoadError: Story = {
  parameters: withHandlers(failing('gallery')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Muat Ulang' })).toBeInTheDocument();
  },
};
export const LoadErrorEnglish: Story = { ...LoadError, globals: ENGLISH, play: undefined };
