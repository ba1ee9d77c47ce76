import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withShopClockAt } from '@/test/storyClock';
import { ENGLISH } from '@/test/storyGlobals';
import { OrderWizard } from '../pages/OrderWizardPage';
import { boardState, handlers, msw, WIZARD_ROUTE, withWizardState } from '../test/storyState';

/** Step 2's code and the words' calls: long when a story is the first of a run. */
const LONG = { timeout: 10_000 };

const TEXTS = {
  id: {
    title: 'Teks Papan',
    preview: 'Pratinjau papan',
    headline: 'Ucapan utama',
    recipient: 'Untuk',
    religion: 'Agama keluarga',
    conflict: 'Simbol ini tidak sesuai dengan agama yang dipilih.',
    tooLong: 'Maksimal 24 karakter untuk ukuran papan ini.',
    gabus: 'Huruf gabus tidak bisa memuat: 🙏',
    templatesError: 'Template ucapan tidak dapat dimuat.',
    confirm: 'Konfirmasi Pesanan',
  },
  en: {
    title: 'Board Text',
    preview: 'Board preview',
    headline: 'Main message',
    recipient: 'To',
    religion: "Family's religion",
    conflict: 'This symbol does not suit the chosen religion.',
    tooLong: 'At most 24 characters on a board of this size.',
    gabus: 'Foam letters cannot carry: 🙏',
    templatesError: 'The message templates could not be loaded.',
    confirm: 'Confirm Order',
  },
};
/** A field's label, with the asterisk a required one has. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const texts = (globals: Record<string, unknown> | undefined) => (globals?.locale === 'en' ? TEXTS.en : TEXTS.id);

/**
 * A bunga papan in the order wizard (docs/product-rules.md#the-right-words-proposed): the composer of step 2 (the
 * occasion, the family's religion, the shop's templates, each line with its counter, the style, the symbol, the live
 * preview to the board's proportions, 'Nama & gelar sudah saya periksa', when and where the event is), and step 3
 * with the text surcharge in the grand total. The shop's templates and symbols are the sample ones. In English the
 * labels change and the words stay the customer's.
 */
const meta = {
  title: 'Order wizard/Board composer',
  tags: ['phone'],
  component: OrderWizard,
  parameters: { ...WIZARD_ROUTE, ...msw(handlers.words) },
  decorators: [withWizardState(boardState(null)), withShopClockAt()],
} satisfies Meta<typeof OrderWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the board chosen, nothing composed yet; the preview waits for the words. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: texts(globals).title }, LONG)).toBeInTheDocument();
    await expect(canvas.getByRole('figure', { name: texts(globals).preview })).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH };

/** Filled: a condolence board for a Muslim family, its preview and its surcharge in the summary. */
export const Filled: Story = {
  decorators: [withWizardState(boardState({}))],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const preview = await canvas.findByRole('figure', { name: texts(globals).preview }, LONG);
    await expect(preview).toHaveTextContent('Atas Wafatnya Bpk. H. Ahmad Sulaiman');
    await expect(canvas.getByTestId('order-text-surcharge')).toBeInTheDocument();
  },
};
export const FilledEnglish: Story = { ...Filled, globals: ENGLISH };

/** Over the limit: a headline past its 24 characters and an emoji foam letters cannot carry, each said on its line. */
export const OverTheLimit: Story = {
  decorators: [
    withWizardState(
      boardState({
        lines: {
          headline: 'Turut Berduka Cita Sedalam-dalamnya',
          recipient: 'Atas Wafatnya Bpk. Ahmad 🙏',
          sender: 'Keluarga Besar PT Sinar Jaya',
          extra: '',
        },
      }),
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = texts(globals);
    // A keystroke in each line: its message shows as it is typed.
    await userEvent.type(await canvas.findByLabelText(label(text.headline), {}, LONG), ' ');
    await userEvent.type(canvas.getByLabelText(label(text.recipient)), ' ');
    await expect(await canvas.findByText(text.tooLong, {}, LONG)).toBeInTheDocument();
    await expect(await canvas.findByText(text.gabus, {}, LONG)).toBeInTheDocument();
    await expect(canvas.getByText('35/24')).toBeInTheDocument();
  },
};
export const OverTheLimitEnglish: Story = { ...OverTheLimit, globals: ENGLISH };

/** Condolences for a Christian family: the religion asked, its templates, the cross allowed. */
export const DukaWithReligion: Story = {
  decorators: [
    withWizardState(
      boardState({
        religion: 'kristen',
        symbol: 'salib',
        lines: {
          headline: 'Turut Berduka Cita',
          recipient: 'Atas Berpulangnya Ibu Maria Susanti',
          sender: 'Keluarga Besar Gereja Kristus',
          extra: 'Tuhan memberi, Tuhan mengambil',
        },
      }),
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(label(texts(globals).religion), {}, LONG)).toHaveValue('kristen');
    await expect(
      await canvas.findByRole('button', { name: /Atas Berpulangnya Tuhan memberi/ }, LONG),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Salib' })).toBeInTheDocument();
  },
};
export const DukaWithReligionEnglish: Story = { ...DukaWithReligion, globals: ENGLISH };

/** The cross chosen for a Christian family, then the religion changed to Islam: the symbol is refused at once. */
export const SymbolConflict: Story = {
  decorators: [withWizardState(boardState({ religion: 'kristen', symbol: 'salib' }))],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = texts(globals);
    await userEvent.selectOptions(await canvas.findByLabelText(label(text.religion), {}, LONG), 'islam');
    await expect(await canvas.findByText(text.conflict, {}, LONG)).toBeInTheDocument();
  },
};
export const SymbolConflictEnglish: Story = { ...SymbolConflict, globals: ENGLISH };

/** Long names and titles, each line at its limit: they wrap inside the board, the preview grows to hold them. */
export const LongNames: Story = {
  decorators: [
    withWizardState(
      boardState({
        occasion: 'pernikahan',
        religion: '',
        symbol: 'bunga',
        lines: {
          headline: 'Selamat Menempuh Hidup',
          recipient: 'dr. Anastasia Wijayakusumawardhani, SpOG',
          sender: 'Prof. Dr. Ir. H. Bambang Soeprapto, M.Sc',
          extra: 'Keluarga Besar Hadiwijaya-Tjokrosoewarno & Rekan',
        },
      }),
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const preview = await within(canvasElement).findByRole('figure', { name: texts(globals).preview }, LONG);
    await expect(preview).toHaveTextContent('Prof. Dr. Ir. H. Bambang Soeprapto, M.Sc');
  },
};
export const LongNamesEnglish: Story = { ...LongNames, globals: ENGLISH };

/** Error: the templates cannot be loaded (500): a notice with 'Coba Lagi'; the words can be written meanwhile. */
export const TemplatesFailed: Story = {
  decorators: [withWizardState(boardState({ lines: { headline: '', recipient: '', sender: '', extra: '' } }))],
  parameters: msw([...handlers.templatesFailing, ...handlers.words]),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(texts(globals).templatesError, {}, LONG)).toBeInTheDocument();
  },
};
export const TemplatesFailedEnglish: Story = { ...TemplatesFailed, globals: ENGLISH };

/** Step 3: the board's text row by row and in the preview, the text surcharge as its own line of the grand total. */
export const Confirmation: Story = {
  decorators: [withWizardState(boardState({}, 3))],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const confirm = await canvas.findByRole('button', { name: texts(globals).confirm }, LONG);
    await waitFor(() => expect(confirm).toBeEnabled(), LONG);
    await expect(canvas.getByTestId('order-text-surcharge')).toHaveTextContent('Rp 102.500');
  },
};
export const ConfirmationEnglish: Story = { ...Confirmation, globals: ENGLISH };
