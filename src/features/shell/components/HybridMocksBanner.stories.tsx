import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { getRuntimeConfig, setRuntimeConfig } from '@/lib/config/runtimeConfig';
import { ENGLISH } from '@/test/storyGlobals';
import { HybridMocksBanner } from './HybridMocksBanner';

/**
 * Hybrid mode with the story's `parameters.mockOperations` for one story; the previous config comes back when it
 * unmounts.
 */
function HybridConfig({ operations, children }: { operations: readonly string[]; children: ReactNode }) {
  const key = operations.join(',');
  useLayoutEffect(() => {
    const previous = getRuntimeConfig();
    setRuntimeConfig({ useMocks: false, mockOperations: key.split(',') });
    return () => void setRuntimeConfig(previous);
  }, [key]);
  return children;
}

const withHybridConfig: Decorator = (Story, { parameters }) => (
  <HybridConfig operations={(parameters.mockOperations as string[] | undefined) ?? []}>
    <Story />
  </HybridConfig>
);

/**
 * Hybrid mode's strip over the back office: the operations the in-browser mock answers while the rest go to the
 * backend.
 */
const meta = {
  title: 'Back office/Shell/Hybrid mocks banner',
  component: HybridMocksBanner,
  decorators: [withHybridConfig],
  parameters: { mockOperations: ['getDeliverySettings', 'updateDeliverySettings'] },
} satisfies Meta<typeof HybridMocksBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Indonesian: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      /^Mode campuran: .*getDeliverySettings, updateDeliverySettings$/,
    );
  },
};

export const English: Story = {
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      /^Hybrid mode: .*getDeliverySettings, updateDeliverySettings$/,
    );
  },
};

/** A long list on a 390 px phone: the strip wraps and stays small. */
export const LongListOnAPhone: Story = {
  parameters: {
    mockOperations: [
      'getDeliverySettings',
      'updateDeliverySettings',
      'getDeliveryAvailability',
      'listPaymentProofs',
      'reviewPaymentProof',
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
};
