import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DESKTOP, PHONE, signedIn } from '@/entities/order/test/storyStates';
import { withShopClockAt } from '@/test/storyClock';
import { ENGLISH } from '@/test/storyGlobals';
import { boardWordsStoryOrders } from '../test/boardStoryOrders';
import { DeliveryBoard } from './DeliveryBoard';

const LONG = { timeout: 5000 };
const noop = () => undefined;

/**
 * 'Papan Pengiriman' with the proposed words, the board alone with the orders Order Management would give it
 * (the page's own stories are Orders/Delivery Board): today's morning lane with the condolence boards first by
 * their funerals, 'DUKA' and the time left, each board's text as composed, a bouquet's card and its instructions.
 */
const meta = {
  title: 'Orders/Delivery Board/Words',
  decorators: [signedIn, withShopClockAt()],
  parameters: { route: { path: '/app/orders', initialEntry: '/app/orders?view=board' } },
  globals: DESKTOP,
  render: () => (
    <DeliveryBoard
      orders={boardWordsStoryOrders()}
      state={{ loading: false, failed: false, fetching: false, onRetry: noop }}
      day=""
      onDay={noop}
      group="window"
      onGroup={noop}
      newIds={new Set()}
      onChangeStatus={noop}
      onView={noop}
    />
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const morningFirst =
  (badge: RegExp, left: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lane = await canvas.findByRole('region', { name: /^(Pagi|Morning) \(08:00 - 12:00\)/ }, LONG);
    const cards = within(lane).getAllByRole('article');
    await expect(cards.map((card) => /#(\d+)/.exec(card.textContent ?? '')?.[1])).toEqual([
      '326',
      '323',
      '325',
      '321',
      '322',
      '324',
    ]);
    await expect(within(cards[1]).getByText(badge)).toBeInTheDocument();
    await expect(within(cards[1]).getByText(left)).toBeInTheDocument();
  };

export const CondolenceFirst: Story = {
  play: morningFirst(/^DUKA$/, /^Acara 3 jam lagi$/),
};
export const CondolenceFirstEnglish: Story = {
  ...CondolenceFirst,
  globals: { ...DESKTOP, ...ENGLISH },
  play: morningFirst(/^CONDOLENCE$/, /^Event in 3 hours$/),
};
export const CondolenceFirstPhone: Story = { ...CondolenceFirst, globals: PHONE };
