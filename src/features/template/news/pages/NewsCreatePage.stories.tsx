import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { NewsCreatePage } from './NewsCreatePage';

const LONG = { timeout: 5000 };
const TEXTS = {
  id: {
    title: 'Judul',
    content: 'Isi berita',
    excerpt: 'Ringkasan',
    author: 'Penulis',
    category: 'Kategori',
    date: 'Tanggal terbit',
    publish: 'Publikasikan',
    titleMin: 'Judul minimal 10 karakter',
    authorRequired: 'Penulis wajib dipilih',
  },
  en: {
    title: 'Title',
    content: 'Content',
    excerpt: 'Excerpt',
    author: 'Author',
    category: 'Category',
    date: 'Publish date',
    publish: 'Publish',
    titleMin: 'Title must be at least 10 characters',
    authorRequired: 'Author is required',
  },
};
const texts = (globals: Record<string, unknown> | undefined) => (globals?.locale === 'en' ? TEXTS.en : TEXTS.id);

type Play = NonNullable<Story['play']>;

/** The publish date starts at today: the story sets a fixed day, so the screen is the same on every day. */
const fixPublishDate: Play = async ({ canvasElement, globals }) => {
  const date = await within(canvasElement).findByLabelText(texts(globals).date, {}, LONG);
  fireEvent.change(date, { target: { value: '2026-11-23' } });
  await expect(date).toHaveValue('2026-11-23');
};

/** /app/berita/create: the template's create-news form (saving keeps the story in this tab). */
const meta = {
  title: 'Template/News/Create',
  component: NewsCreatePage,
  parameters: { route: { path: '/app/berita/create' } },
} satisfies Meta<typeof NewsCreatePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { tags: ['picture'], play: fixPublishDate };
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH };

/** Fields touched and left short or empty: each rule's message, publish and save disabled. */
export const ValidationErrors: Story = {
  play: async (context) => {
    await fixPublishDate(context);
    const canvas = within(context.canvasElement);
    const text = texts(context.globals);
    await userEvent.click(canvas.getByRole('textbox', { name: text.title }));
    await userEvent.paste('Pendek');
    await userEvent.click(canvas.getByRole('textbox', { name: text.content }));
    await userEvent.paste('Terlalu singkat.');
    await userEvent.click(canvas.getByRole('combobox', { name: text.author }));
    await userEvent.tab();
    await expect(await canvas.findByText(text.titleMin)).toBeInTheDocument();
    await expect(await canvas.findByText(text.authorRequired)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: text.publish })).toBeDisabled();
  },
};
export const ValidationErrorsEnglish: Story = { ...ValidationErrors, globals: ENGLISH };

/** Every required field filled: the author's card shows, publish is enabled. */
export const Filled: Story = {
  play: async (context) => {
    await fixPublishDate(context);
    const canvas = within(context.canvasElement);
    const text = texts(context.globals);
    const enter = async (name: string, value: string) => {
      await userEvent.click(canvas.getByRole('textbox', { name }));
      await userEvent.paste(value);
    };
    await enter(text.title, 'Tips merawat mawar di musim hujan');
    await enter(text.excerpt, 'Lima langkah sederhana agar mawar tetap segar.');
    await enter(
      text.content,
      'Potong batang secara miring, ganti air setiap hari, dan jauhkan dari sinar matahari langsung.',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text.author }), 'sari');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text.category }), 'tips');
    await waitFor(() => expect(canvas.getByRole('button', { name: text.publish })).toBeEnabled(), LONG);
  },
};
export const FilledEnglish: Story = { ...Filled, globals: ENGLISH };
