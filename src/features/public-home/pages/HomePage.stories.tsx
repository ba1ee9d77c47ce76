import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { empty, failing, loading, withHandlers } from '../test/storyStates';
import { Component as HomePage } from './HomePage';

/** The whole home page content (the layout has its own stories). */
const meta = {
  title: 'Public home/Home page',
  tags: ['phone'],
  component: HomePage,
  parameters: { route: { path: '/public/home' } },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = { tags: ['picture'] };
export const PopulatedEnglish: Story = { globals: ENGLISH };
export const Loading: Story = {
  parameters: withHandlers(loading('parameters'), loading('categories'), loading('gallery')),
};
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };
export const Empty: Story = { parameters: withHandlers(empty('parameters'), empty('categories'), empty('gallery')) };
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH };
/** Every call failed: both failure notices, defaults, fallback categories and the gallery's reload. */
export const LoadError: Story = {
  parameters: withHandlers(failing('parameters'), failing('categories'), failing('gallery')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load shop information. Using default data.')).toBeInTheDocument();
    await expect(await canvas.findByText('Failed to load flower categories. Using fallback data.')).toBeInTheDocument();
  },
};
export const LoadErrorEnglish: Story = { ...LoadError, globals: ENGLISH, play: undefined };
