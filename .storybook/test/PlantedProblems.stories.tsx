import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * Stories with a planted problem, for .storybook/test/storyChecks.selftest.tsx only: they live
 * outside src/, so neither the Storybook catalogue nor `npm run test:stories` lists them.
 */
function Label({ text, color }: { text: string; color: string }) {
  return (
    <main style={{ padding: 24, background: '#ffffff', width: 320 }}>
      <h1 style={{ fontSize: 24, color }}>{text}</h1>
    </main>
  );
}

const meta = {
  title: 'Self-test/Planted problems',
  component: Label,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Label>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dark red on white: 7.4:1. */
export const Readable: Story = { args: { text: 'Mawar merah', color: '#8b1a1a' } };
/** Light grey on white: 1.6:1, below the 4.5:1 WCAG 2.1 AA asks of normal text. */
export const LowContrast: Story = { args: { text: 'Mawar merah', color: '#cccccc' } };
/** The readable label with one letter changed. */
export const OneLetterChanged: Story = { args: { text: 'Mawar mereh', color: '#8b1a1a' } };
