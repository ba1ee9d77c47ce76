import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { templateStates, withHandlers } from '../test/storyStates';
import { Component as MessageTemplatesPage } from './MessageTemplatesPage';

const LONG = { timeout: 8000 };

/** /app/message-templates with the story's own answers, checked at 1366 and 390 px. */
const meta = {
  title: 'Message templates/Templates page',
  component: MessageTemplatesPage,
  tags: ['phone'],
  parameters: { route: { path: '/app/message-templates', initialEntry: '/app/message-templates' } },
} satisfies Meta<typeof MessageTemplatesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const findText =
  (text: string | RegExp): NonNullable<Story['play']> =>
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text, {}, LONG)).toBeInTheDocument();
  };

/** The page's body: the dialogs open outside the story's root. */
const page = () => within(document.body);

/** The boards by occasion, each with its religion, and the symbols each religion allows. */
export const Populated: Story = {
  parameters: withHandlers(templateStates.populated),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Innalillahi wa inna ilaihi raji'un", {}, LONG)).toBeInTheDocument();
    await expect(await canvas.findByRole('table', {}, LONG)).toBeInTheDocument();
  },
};
export const PopulatedEnglish: Story = { ...Populated, globals: ENGLISH };

/** The cards' tab. */
export const Cards: Story = {
  parameters: {
    ...withHandlers(templateStates.populated),
    route: { path: '/app/message-templates', initialEntry: '/app/message-templates?format=card' },
  },
  play: findText(/^Selamat ulang tahun! Semoga panjang umur/),
};
export const CardsEnglish: Story = { ...Cards, globals: ENGLISH };

/** Names, titles and lines longer than a card is wide: they wrap. */
export const LongTexts: Story = {
  parameters: withHandlers(templateStates.long),
  play: findText(/beserta seluruh karyawan PT Sejahtera Abadi Sentosa Makmur$/),
};
export const LongTextsCards: Story = {
  parameters: {
    ...withHandlers(templateStates.long),
    route: { path: '/app/message-templates', initialEntry: '/app/message-templates?format=card' },
  },
  play: findText(/^Selamat!+ atas pencapaiannya/),
};

/** Words that look like markup are shown as they are. */
export const HostileTexts: Story = {
  parameters: withHandlers(templateStates.hostile),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('<img src=x onerror=alert(1)>', {}, LONG)).toBeInTheDocument();
    await expect(canvasElement.querySelector('.message-template img')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: withHandlers(templateStates.empty),
  play: findText('Belum ada template bunga papan'),
};
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH, play: findText('No flower board templates yet') };

/** A filter nothing matches. */
export const NoMatch: Story = {
  parameters: {
    ...withHandlers(templateStates.populated),
    route: { path: '/app/message-templates', initialEntry: '/app/message-templates?occasion=imlek' },
  },
  play: findText('Tidak ada template yang cocok'),
};

export const Loading: Story = { parameters: withHandlers(templateStates.loading) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };

export const LoadFailed: Story = {
  parameters: withHandlers(templateStates.error),
  play: findText('Template ucapan gagal dimuat.'),
};
export const LoadFailedEnglish: Story = {
  ...LoadFailed,
  globals: ENGLISH,
  play: findText('The message templates could not be loaded.'),
};

/** The templates listed, the symbols failed: their own retry. */
export const SymbolsFailed: Story = {
  parameters: withHandlers(templateStates.symbolsError),
  play: findText('Simbol gagal dimuat.'),
};

/** Today's backend: no templates (404). */
export const Unsupported: Story = {
  parameters: withHandlers(templateStates.notFound),
  play: findText('Belum didukung oleh server'),
};
export const UnsupportedEnglish: Story = {
  ...Unsupported,
  globals: ENGLISH,
  play: findText('Not supported by the server yet'),
};

/** 'Tambah Template' for a board: the headline touched and left empty. */
export const BoardDialog: Story = {
  parameters: withHandlers(templateStates.populated),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(Tambah|Add) Template$/ }, LONG));
    const form = await page().findByRole('dialog', {}, LONG);
    await userEvent.click(within(form).getByRole('textbox', { name: /^(Ucapan utama|Main message)/ }));
    await userEvent.tab();
    await expect(
      await within(form).findByText(/^(Ucapan utama wajib diisi|The main message is required)$/),
    ).toBeInTheDocument();
  },
};
export const BoardDialogEnglish: Story = { ...BoardDialog, globals: ENGLISH };

/** A card's text over 200 characters: the counter and the message in the error's colour. */
export const CardDialog: Story = {
  parameters: withHandlers(templateStates.populated),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(Tambah|Add) Template$/ }, LONG));
    const form = await page().findByRole('dialog', {}, LONG);
    await userEvent.click(within(form).getByRole('radio', { name: /^(Kartu ucapan|Greeting card)$/ }));
    const text = within(form).getByRole('textbox', { name: /^(Teks kartu|Card text)/ });
    await userEvent.click(text);
    await userEvent.paste(`Selamat ulang tahun! ${'Semoga sehat dan bahagia selalu. '.repeat(6)}`);
    await userEvent.tab();
    await expect(await within(form).findByText('218/200')).toBeInTheDocument();
  },
};
export const CardDialogEnglish: Story = { ...CardDialog, globals: ENGLISH };

/** Editing a template the server refuses (400): its words on their fields, everything typed kept. */
export const SaveRefused: Story = {
  parameters: withHandlers(templateStates.refused),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [edit] = await canvas.findAllByRole('button', { name: /^Edit template/ }, LONG);
    await userEvent.click(edit);
    const form = await page().findByRole('dialog', {}, LONG);
    await userEvent.click(within(form).getByRole('button', { name: /^(Simpan|Save)$/ }));
    await expect(
      await within(form).findByText('Ucapan utama sudah dipakai template lain untuk acara ini.', {}, LONG),
    ).toBeInTheDocument();
  },
};
export const SaveRefusedEnglish: Story = { ...SaveRefused, globals: ENGLISH };
