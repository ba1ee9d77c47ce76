import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { empty, failing, loading, withHandlers } from '../test/storyStates';
import { AboutSection } from './AboutSection';

const meta = {
  title: 'Public home/About',
  tags: ['phone'],
  component: AboutSection,
  parameters: { route: { path: '/public/home' } },
} satisfies Meta<typeof AboutSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/asal Jakarta yang berdiri sejak 2015/)).toBeInTheDocument();
  },
};
export const PopulatedEnglish: Story = { globals: ENGLISH };
export const Loading: Story = { parameters: withHandlers(loading('parameters')) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };
/** No named parameters: default text and stats (500+, 1000+). */
export const Empty: Story = { parameters: withHandlers(empty('parameters')) };
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH };
export const LoadError: Story = {
  parameters: withHandlers(failing('parameters')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('500+')).toBeInTheDocument();
  },
};
export const LoadErrorEnglish: Story = { ...LoadError, globals: ENGLISH, play: undefined };
