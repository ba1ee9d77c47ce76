import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DESKTOP, orderList, PHONE, seenOrdersUpTo, signedIn, withHandlers } from '@/entities/order/test/storyStates';
import { ENGLISH } from '@/test/storyGlobals';
import { OrdersPage } from './OrdersPage';

const at = (initialEntry: string) => ({ route: { path: '/app/orders', initialEntry } });
const LONG = { timeout: 5000 };

/** /app/orders: the table from 992 px ('desktop' viewport), one card per order on a phone ('mobile2'). */
const meta = {
  title: 'Orders/Order Management',
  component: OrdersPage,
  decorators: [signedIn],
  parameters: at('/app/orders'),
  globals: DESKTOP,
} satisfies Meta<typeof OrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^Showing 1 to 10 of \d+ orders$/, {}, LONG),
    ).toBeInTheDocument();
  },
};
export const PopulatedEnglish: Story = { ...Populated, globals: { ...DESKTOP, ...ENGLISH } };
export const PopulatedPhone: Story = { ...Populated, globals: PHONE };
export const PopulatedPhoneEnglish: Story = { ...Populated, globals: { ...PHONE, ...ENGLISH } };

/** Search and filters from the URL, with '(filtered from N total)'. */
export const Filtered: Story = {
  parameters: at('/app/orders?status=Pending&payment=Pending&size=5'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/\(filtered from \d+ total\)$/, {}, LONG)).toBeInTheDocument();
  },
};
export const FilteredPhoneEnglish: Story = { ...Filtered, globals: { ...PHONE, ...ENGLISH } };

export const Loading: Story = { parameters: withHandlers(orderList.loading) };
export const LoadingEnglish: Story = { ...Loading, globals: { ...DESKTOP, ...ENGLISH } };
export const LoadingPhone: Story = { ...Loading, globals: PHONE };

const emptyPlay: Story['play'] = async ({ canvasElement }) => {
  await expect(
    await within(canvasElement).findByRole('heading', { name: 'No orders found' }, LONG),
  ).toBeInTheDocument();
};
export const Empty: Story = { parameters: withHandlers(orderList.empty), play: emptyPlay };
export const EmptyEnglish: Story = { ...Empty, globals: { ...DESKTOP, ...ENGLISH } };
export const EmptyPhone: Story = { ...Empty, globals: PHONE };

export const FilteredEmpty: Story = {
  parameters: at('/app/orders?search=tidak-ada-yang-cocok&payment=Refunded'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No orders match your current filters.', {}, LONG),
    ).toBeInTheDocument();
  },
};
export const FilteredEmptyEnglish: Story = { ...FilteredEmpty, globals: { ...DESKTOP, ...ENGLISH } };
export const FilteredEmptyPhone: Story = { ...FilteredEmpty, globals: PHONE };

const errorPlay: Story['play'] = async ({ canvasElement }) => {
  await expect(
    await within(canvasElement).findByText('Failed to load orders. Please try again.', {}, LONG),
  ).toBeInTheDocument();
};
export const LoadError: Story = { parameters: withHandlers(orderList.error), play: errorPlay };
export const LoadErrorEnglish: Story = { ...LoadError, globals: { ...DESKTOP, ...ENGLISH } };
export const LoadErrorPhone: Story = { ...LoadError, globals: PHONE };

/** The details popup of an order with every section (special message, delivery, phone links). */
export const DetailsPopup: Story = {
  tags: ['picture'],
  parameters: withHandlers(orderList.detailed),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole(
      'button',
      { name: /^(Lihat detail pesanan|View details of order) #1500$/ },
      LONG,
    );
    await userEvent.click(button);
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /#1500$/ }),
    ).toBeInTheDocument();
  },
};
export const DetailsPopupEnglish: Story = { ...DetailsPopup, globals: { ...DESKTOP, ...ENGLISH } };
export const DetailsPopupPhone: Story = { ...DetailsPopup, globals: PHONE };

/**
 * Orders with the delivery terms: 'Diantar · Jakarta Selatan' with its fee, free delivery, a pickup, and one placed
 * without them.
 */
export const DeliveryTerms: Story = {
  parameters: withHandlers(orderList.deliveryTerms),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^(Diantar|Delivery) · Jakarta Selatan$/, {}, LONG),
    ).toBeInTheDocument();
  },
};
export const DeliveryTermsEnglish: Story = { ...DeliveryTerms, globals: { ...DESKTOP, ...ENGLISH } };
export const DeliveryTermsPhone: Story = {
  ...DeliveryTerms,
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^(Ambil di toko|Pickup)$/, {}, LONG)).toBeInTheDocument();
  },
};

/** The details of an order with the delivery terms: fulfilment, zone, landmark, product total, fee and grand total. */
export const DeliveryTermsPopup: Story = {
  parameters: withHandlers(orderList.deliveryTerms),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole(
      'button',
      { name: /^(Lihat detail pesanan|View details of order) #1500$/ },
      LONG,
    );
    await userEvent.click(button);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /#1500$/ });
    await expect(await within(dialog).findByText(/^(Total bayar|Grand total)$/)).toBeInTheDocument();
  },
};
export const DeliveryTermsPopupEnglish: Story = { ...DeliveryTermsPopup, globals: { ...DESKTOP, ...ENGLISH } };
export const DeliveryTermsPopupPhone: Story = { ...DeliveryTermsPopup, globals: PHONE };

/** Opens the details of order #1500 and waits for `text` in them. */
const detailsShow =
  (text: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole(
      'button',
      { name: /^(Lihat detail pesanan|View details of order) #1500$/ },
      LONG,
    );
    await userEvent.click(button);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /#1500$/ });
    await expect(await within(dialog).findByText(text)).toBeInTheDocument();
  };

/** The details with the arrangement photo sent, waiting for the customer's answer, and 'Kirim foto baru'. */
export const ArrangementPhotoWaiting: Story = {
  parameters: withHandlers(orderList.arrangementWaiting),
  play: detailsShow(/^(Menunggu jawaban pelanggan|Waiting for the customer's answer)$/),
};
export const ArrangementPhotoWaitingEnglish: Story = {
  ...ArrangementPhotoWaiting,
  globals: { ...DESKTOP, ...ENGLISH },
};
export const ArrangementPhotoWaitingPhone: Story = { ...ArrangementPhotoWaiting, globals: PHONE };

/** The customer asked for a change: 'Minta perubahan: Tolong tambah pita merah.' on the newest photo. */
export const ArrangementChangeRequested: Story = {
  parameters: withHandlers(orderList.arrangementChange),
  play: detailsShow(/^(Minta perubahan|Change requested): Tolong tambah pita merah\.$/),
};
export const ArrangementChangeRequestedEnglish: Story = {
  ...ArrangementChangeRequested,
  globals: { ...DESKTOP, ...ENGLISH },
};

/** A delivered order: its approved photo and 'Bukti pengiriman' (received, by whom, the note, the time, the photo). */
export const DeliveredWithProof: Story = {
  parameters: withHandlers(orderList.deliveredWithProof),
  play: detailsShow(/^(Bukti pengiriman|Proof of delivery)$/),
};
export const DeliveredWithProofEnglish: Story = { ...DeliveredWithProof, globals: { ...DESKTOP, ...ENGLISH } };
export const DeliveredWithProofPhone: Story = { ...DeliveredWithProof, globals: PHONE };

/** Three orders ticked: the bulk bar to change their status or payment in one step. */
export const BulkSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = await canvas.findAllByRole('checkbox', { name: /^(Pilih pesanan|Select order) #\d+$/ }, LONG);
    for (const box of boxes.slice(0, 3)) await userEvent.click(box);
    await expect(await canvas.findByText(/^3 (pesanan dipilih|orders selected)$/)).toBeInTheDocument();
  },
};
export const BulkSelectionPhoneEnglish: Story = { ...BulkSelection, globals: { ...PHONE, ...ENGLISH } };

/** Two orders (#1500, #1499) arrived since staff last looked at #1498: marked 'Baru', with 'Tandai sudah dilihat'. */
export const NewOrders: Story = {
  decorators: [seenOrdersUpTo(1498)],
  parameters: withHandlers(orderList.deliveryTerms),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^2 (pesanan baru sejak terakhir dilihat|new orders since you last looked)$/, {}, LONG),
    ).toBeInTheDocument();
    await expect(canvas.getAllByText(/^(Baru|New)$/)).toHaveLength(2);
  },
};
export const NewOrdersEnglish: Story = { ...NewOrders, globals: { ...DESKTOP, ...ENGLISH } };
export const NewOrdersPhone: Story = { ...NewOrders, globals: PHONE };

/** Opens the details of order `id` and waits for `text` in them. */
const detailsOf =
  (id: number, text: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole(
      'button',
      { name: new RegExp(`^(Lihat detail pesanan|View details of order) #${id}$`) },
      LONG,
    );
    await userEvent.click(button);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: new RegExp(`#${id}$`) });
    await expect(await within(dialog).findByText(text)).toBeInTheDocument();
  };

/**
 * Orders with the proposed words: a condolence board (its grand total with the text surcharge), a bouquet with its
 * card, the longest board, and one placed without the words, as before.
 */
export const Words: Story = {
  parameters: withHandlers(orderList.words),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^(termasuk biaya teks|incl\. text surcharge) Rp 30\.000$/, {}, LONG),
    ).toBeInTheDocument();
  },
};
export const WordsEnglish: Story = { ...Words, globals: { ...DESKTOP, ...ENGLISH } };
export const WordsPhone: Story = {
  ...Words,
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(
      (await within(canvasElement).findAllByText(/^(Biaya tambahan teks|Text surcharge)$/, {}, LONG)).length,
    ).toBe(2);
  },
};

/** The details of a condolence board: its text as composed, its facts, the surcharge in the money lines. */
export const BoardDetailsPopup: Story = {
  parameters: withHandlers(orderList.words),
  play: detailsOf(1500, /^(Biaya tambahan teks|Text surcharge)$/),
};
export const BoardDetailsPopupEnglish: Story = { ...BoardDetailsPopup, globals: { ...DESKTOP, ...ENGLISH } };
export const BoardDetailsPopupPhone: Story = { ...BoardDetailsPopup, globals: PHONE };

/** The details of a bouquet: 'Kartu ucapan' and, apart, 'Instruksi Khusus'. */
export const CardDetailsPopup: Story = {
  parameters: withHandlers(orderList.words),
  play: detailsOf(1499, /^Selamat ulang tahun, Mama!/),
};
export const CardDetailsPopupEnglish: Story = { ...CardDetailsPopup, globals: { ...DESKTOP, ...ENGLISH } };

/** The longest board, with markup in its words, its card and its instructions: all shown as text. */
export const LongHostileBoardDetailsPopup: Story = {
  parameters: withHandlers(orderList.words),
  play: detailsOf(1498, /^<b><img src=x onerror=alert\(1\)><\/b>$/),
};
export const LongHostileBoardDetailsPopupPhone: Story = { ...LongHostileBoardDetailsPopup, globals: PHONE };

/** The customer asked to change a board's photo: 'Koreksi teks papan' open, a line over the size's limit. */
export const BoardCorrection: Story = {
  parameters: withHandlers(orderList.boardChange),
  play: async (context) => {
    await detailsOf(1500, /^(Minta perubahan|Change requested): Tolong tambah pita merah\.$/)!(context);
    const dialog = within(context.canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^(Koreksi teks papan|Correct the board text)$/ }),
    );
    const recipient = await within(dialog).findByRole('textbox', { name: /^(Untuk|To)/ }, LONG);
    await userEvent.type(recipient, ' bin Abdullah');
    await expect(await within(dialog).findByText(/^(Maksimal 40 karakter|At most 40 characters)/)).toBeInTheDocument();
  },
};
export const BoardCorrectionEnglish: Story = { ...BoardCorrection, globals: { ...DESKTOP, ...ENGLISH } };
