import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withShopClockAt } from '@/test/storyClock';
import { ENGLISH } from '@/test/storyGlobals';
import { SAMPLE_CATEGORY, SAMPLE_PRODUCT, sampleDetails } from '../model/testData';
import { EMPTY_DETAILS, INITIAL_WIZARD_STATE, type OrderWizardState } from '../model/wizardTypes';
import { handlers, msw, WIZARD_ROUTE, withWizardState } from '../test/storyState';
import { OrderWizard } from './OrderWizardPage';

const LONG = { timeout: 5000 };
const TEXTS = {
  id: {
    category: 'Pilih Kategori Bunga',
    viewRoses: 'Lihat Produk Buket Mawar',
    emptyCategories: 'Belum ada kategori bunga tersedia.',
    retry: 'Coba Lagi',
    chooseRoses: 'Pilih Buket Mawar Merah Klasik',
    details: 'Detail Pengiriman',
    recipient: 'Nama Penerima',
    continue: 'Lanjutkan',
    dateMissing: 'Tanggal Pengiriman',
    confirm: 'Konfirmasi Pesanan',
    placed: 'Pesanan Berhasil!',
  },
  en: {
    category: 'Choose a Flower Category',
    viewRoses: 'View Products Buket Mawar',
    emptyCategories: 'No flower categories available yet.',
    retry: 'Try Again',
    chooseRoses: 'Choose Buket Mawar Merah Klasik',
    details: 'Delivery Details',
    recipient: 'Recipient Name',
    continue: 'Continue',
    dateMissing: 'Delivery Date',
    confirm: 'Confirm Order',
    placed: 'Order Placed!',
  },
};
const texts = (globals: Record<string, unknown> | undefined) => (globals?.locale === 'en' ? TEXTS.en : TEXTS.id);

/**
 * The draft as the visitor leaves it in the store (and the tab's session storage), delivered tomorrow at the fixed
 * clock.
 */
const TOMORROW = '2026-11-24';
const STEP_2: OrderWizardState = { step: 2, category: SAMPLE_CATEGORY, product: null, details: EMPTY_DETAILS };
const STEP_2_EMPTY_FORM: OrderWizardState = { ...STEP_2, product: SAMPLE_PRODUCT };
const STEP_2_FILLED: OrderWizardState = { ...STEP_2, product: SAMPLE_PRODUCT, details: sampleDetails(TOMORROW) };
const STEP_3: OrderWizardState = { ...STEP_2_FILLED, step: 3 };

/** Closes the open sweetalert2 dialog with its 'OK' button (the story test's next story would open under it). */
async function closeDialog(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(await body.findByRole('dialog', {}, LONG)).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
}

/**
 * /public/fleur/order: the 3-step order wizard as a whole page (header, progress, step). The shop's
 * today is fixed at 23 November 2026 10:00, so delivery dates and windows are the same on every day.
 * The steps' own stories (components/*Step.stories.tsx) show each step's other states.
 */
const meta = {
  title: 'Order wizard/Page',
  tags: ['phone'],
  component: OrderWizard,
  parameters: WIZARD_ROUTE,
  decorators: [withWizardState(INITIAL_WIZARD_STATE), withShopClockAt()],
} satisfies Meta<typeof OrderWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the shop's categories. */
export const Step1Populated: Story = {
  tags: ['picture'],
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: texts(globals).viewRoses }, LONG),
    ).toBeInTheDocument();
  },
};
export const Step1PopulatedEnglish: Story = { ...Step1Populated, globals: ENGLISH };

export const Step1Loading: Story = { parameters: msw(handlers.categoriesLoading) };
export const Step1LoadingEnglish: Story = { ...Step1Loading, globals: ENGLISH };

export const Step1Empty: Story = {
  parameters: msw(handlers.categoriesEmpty),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(texts(globals).emptyCategories, {}, LONG)).toBeInTheDocument();
  },
};
export const Step1EmptyEnglish: Story = { ...Step1Empty, globals: ENGLISH };

/** The categories fail to load (500): the message with 'Coba Lagi'. */
export const Step1LoadError: Story = {
  parameters: msw(handlers.categoriesFailing),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: texts(globals).retry }, LONG),
    ).toBeInTheDocument();
  },
};
export const Step1LoadErrorEnglish: Story = { ...Step1LoadError, globals: ENGLISH };

/** Step 2 with 'Buket Mawar' chosen: its products. */
export const Step2Products: Story = {
  decorators: [withWizardState(STEP_2)],
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: texts(globals).chooseRoses }, LONG),
    ).toBeInTheDocument();
  },
};
export const Step2ProductsEnglish: Story = { ...Step2Products, globals: ENGLISH };

/** Step 2 with a draft filled in: the details form and the live summary. */
export const Step2DraftFilled: Story = {
  tags: ['picture'],
  decorators: [withWizardState(STEP_2_FILLED)],
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByLabelText(texts(globals).recipient, {}, LONG)).toHaveValue(
      'Siti Rahmawati',
    );
  },
};
export const Step2DraftFilledEnglish: Story = { ...Step2DraftFilled, globals: ENGLISH };

/** Continue pressed with the details empty: the warning dialog (closed here) and each field's message. */
export const Step2ValidationErrors: Story = {
  decorators: [withWizardState(STEP_2_EMPTY_FORM)],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = texts(globals);
    await canvas.findByRole('heading', { level: 3, name: text.details }, LONG);
    await userEvent.click(canvas.getByRole('button', { name: text.continue }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('heading', { name: text.dateMissing }, LONG),
    ).toBeInTheDocument();
    await closeDialog(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(text.recipient)).toHaveAttribute('aria-invalid', 'true'), LONG);
  },
};
export const Step2ValidationErrorsEnglish: Story = { ...Step2ValidationErrors, globals: ENGLISH };

/** Step 3 with the draft filled in: the summary, the next steps and confirm. */
export const Step3Confirm: Story = {
  tags: ['picture'],
  decorators: [withWizardState(STEP_3)],
  play: async ({ canvasElement, globals }) => {
    const confirm = await within(canvasElement).findByRole('button', { name: texts(globals).confirm }, LONG);
    await waitFor(() => expect(confirm).toBeEnabled(), LONG);
  },
};
export const Step3ConfirmEnglish: Story = { ...Step3Confirm, globals: ENGLISH };

/**
 * Confirm pressed and the order placed: the 'Pesanan Berhasil!' dialog with the order number and
 * the way to its status page. The jsdom story test closes it (the wizard starts again).
 */
export const OrderPlaced: Story = {
  tags: ['picture'],
  decorators: [withWizardState(STEP_3)],
  // Closing leaves for the home page: any path renders the wizard here.
  parameters: { route: { path: '*', initialEntry: '/public/fleur/order' } },
  play: async ({ canvasElement, globals }) => {
    const text = texts(globals);
    const confirm = await within(canvasElement).findByRole('button', { name: text.confirm }, LONG);
    await waitFor(() => expect(confirm).toBeEnabled(), LONG);
    await userEvent.click(confirm);
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('heading', { name: text.placed }, LONG),
    ).toBeInTheDocument();
    if (/jsdom/i.test(navigator.userAgent)) await closeDialog(canvasElement);
  },
};
export const OrderPlacedEnglish: Story = { ...OrderPlaced, globals: ENGLISH };
