import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withShopClockAt } from '@/test/storyClock';
import { ENGLISH } from '@/test/storyGlobals';
import type { OrderWizardState } from '../model/wizardTypes';
import { OrderWizard } from '../pages/OrderWizardPage';
import { handlers, msw, STEP_2_ZONED, WIZARD_ROUTE, withWizardState } from '../test/storyState';

const LONG = { timeout: 10_000 };

const TEXTS = {
  id: {
    card: 'Kartu ucapan (opsional)',
    instructions: 'Instruksi Khusus (opsional)',
    occasion: 'Template ucapan untuk acara',
    tooLong: 'Kartu ucapan maksimal 200 karakter.',
    failed: 'Template kartu ucapan tidak dapat dimuat.',
  },
  en: {
    card: 'Card message (optional)',
    instructions: 'Special Instructions (optional)',
    occasion: 'Message templates for the occasion',
    tooLong: 'The card message can be at most 200 characters.',
    failed: 'The card message templates could not be loaded.',
  },
};
const texts = (globals: Record<string, unknown> | undefined) => (globals?.locale === 'en' ? TEXTS.en : TEXTS.id);

/** A bouquet for a birthday, its card's words apart from the directions to the house. */
const WITH_CARD: OrderWizardState = {
  ...STEP_2_ZONED,
  details: {
    ...STEP_2_ZONED.details,
    cardMessage: 'Selamat ulang tahun, Mama! Semoga sehat selalu.',
    instructions: 'Rumah pagar hijau, titipkan ke satpam bila tidak ada orang.',
  },
};

/** Over the card's 200 characters. */
const LONG_CARD: OrderWizardState = {
  ...WITH_CARD,
  details: {
    ...WITH_CARD.details,
    cardMessage:
      'Selamat ulang tahun, Mama tersayang! Terima kasih untuk setiap doa, pelukan, dan nasihat yang selalu menguatkan kami. Semoga Mama selalu sehat, bahagia, panjang umur, dan terus menjadi cahaya bagi keluarga kita semua.',
  },
};

/**
 * A bouquet's words in step 2 (docs/product-rules.md#the-right-words-proposed): with the shop's card templates, 'Kartu
 * ucapan' is its own field (templates by occasion, a 200-character counter) apart from 'Instruksi Khusus'; when they
 * cannot be loaded, today's one box with a notice and 'Coba Lagi'; without them (404), today's one box alone.
 */
const meta = {
  title: 'Order wizard/Card message',
  tags: ['phone'],
  component: OrderWizard,
  parameters: { ...WIZARD_ROUTE, ...msw(handlers.words) },
  decorators: [withWizardState(WITH_CARD), withShopClockAt()],
} satisfies Meta<typeof OrderWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card apart: a birthday template chosen from the list, the instructions in their own box. */
export const Separate: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = texts(globals);
    await userEvent.selectOptions(await canvas.findByLabelText(text.occasion, {}, LONG), 'ulang_tahun');
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Selamat ulang tahun! Semoga sehat dan bahagia selalu.' }, LONG),
    );
    await expect(canvas.getByLabelText(text.card)).toHaveValue('Selamat ulang tahun! Semoga sehat dan bahagia selalu.');
    await expect(canvas.getByLabelText(text.instructions)).toHaveValue(
      'Rumah pagar hijau, titipkan ke satpam bila tidak ada orang.',
    );
  },
};
export const SeparateEnglish: Story = { ...Separate, globals: ENGLISH };

/** Over the limit: the counter and the message. */
export const OverTheLimit: Story = {
  decorators: [withWizardState(LONG_CARD)],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = texts(globals);
    await userEvent.type(await canvas.findByLabelText(text.card, {}, LONG), ' ');
    await expect(await canvas.findByText(text.tooLong, {}, LONG)).toBeInTheDocument();
  },
};
export const OverTheLimitEnglish: Story = { ...OverTheLimit, globals: ENGLISH };

/** The templates cannot be loaded (500): today's one box, keeping what was typed, with a notice and its retry. */
export const TemplatesFailed: Story = {
  parameters: msw([...handlers.templatesFailing, ...handlers.words]),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts(globals).failed, {}, LONG)).toBeInTheDocument();
    await expect(canvas.getByLabelText(texts(globals).instructions)).toHaveValue(WITH_CARD.details.cardMessage);
  },
};
export const TemplatesFailedEnglish: Story = { ...TemplatesFailed, globals: ENGLISH };

/** A backend without the templates (404): the wizard as today, one 'Instruksi Khusus' box. */
export const WithoutTemplates: Story = {
  parameters: msw([...handlers.templatesUnsupported]),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(texts(globals).instructions, {}, LONG)).toBeInTheDocument();
    await expect(canvas.queryByLabelText(texts(globals).card)).toBeNull();
  },
};
export const WithoutTemplatesEnglish: Story = { ...WithoutTemplates, globals: ENGLISH };
