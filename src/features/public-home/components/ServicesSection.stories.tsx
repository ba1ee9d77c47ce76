import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { empty, failing, loading, withHandlers } from '../test/storyStates';
import { ServicesSection } from './ServicesSection';

const meta = {
  title: 'Public home/Services',
  tags: ['phone'],
  component: ServicesSection,
  parameters: { route: { path: '/public/home' } },
} satisfies Meta<typeof ServicesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Langganan Bunga Mingguan')).toBeInTheDocument();
  },
};
export const PopulatedEnglish: Story = { globals: ENGLISH };
export const Loading: Story = { parameters: withHandlers(loading('parameters')) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };
/** No 'Layanan 1-6' parameters: the translated default service names. */
export const Empty: Story = { parameters: withHandlers(empty('parameters')) };
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH };
export const LoadError: Story = { parameters: withHandlers(failing('parameters')) };
export const LoadErrorEnglish: Story = { ...LoadError, globals: ENGLISH };
