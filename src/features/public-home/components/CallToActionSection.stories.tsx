import type { Meta, StoryObj } from '@storybook/react-vite';
import { ENGLISH } from '@/test/storyGlobals';
import { empty, failing, loading, withHandlers } from '../test/storyStates';
import { CallToActionSection } from './CallToActionSection';

const meta = {
  title: 'Public home/Call to action',
  tags: ['phone'],
  component: CallToActionSection,
  parameters: { route: { path: '/public/home' } },
} satisfies Meta<typeof CallToActionSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const PopulatedEnglish: Story = { globals: ENGLISH };
/** Until the phone loads, WhatsApp uses the default number. */
export const Loading: Story = { parameters: withHandlers(loading('parameters')) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };
export const Empty: Story = { parameters: withHandlers(empty('parameters')) };
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH };
export const LoadError: Story = { parameters: withHandlers(failing('parameters')) };
export const LoadErrorEnglish: Story = { ...LoadError, globals: ENGLISH };
