import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import {
  DONE_STOP,
  emptyPhone,
  LONG_STOP,
  oneProofRefused,
  oneProofReplaced,
  runKeptOnPhone,
  runStates,
  STORY_DRIVER,
  twoProofsWaiting,
  withHandlers,
} from '../test/runStoryStates';
import { DriverRunPage } from './DriverRunPage';

const LONG = { timeout: 8000 };

/**
 * /app/run: the signed-in Driver's stops of the shop's today, phone first, as RunLayout shows it (in its `main`, on
 * the cream wash; the layout's bar is the app's, not the feature's). The run is answered per story; the proofs kept
 * on the phone (IndexedDB) are set before each story and cleared after it.
 */
const meta = {
  title: 'Driver run/Run page',
  tags: ['phone'],
  component: DriverRunPage,
  args: { driver: STORY_DRIVER },
  decorators: [
    (Story) => (
      <main id="main" style={{ minHeight: '100vh', background: 'var(--fleur-cream)' }}>
        <Story />
      </main>
    ),
  ],
  beforeEach: emptyPhone,
  parameters: withHandlers(runStates.populated),
} satisfies Meta<typeof DriverRunPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const expectText =
  (...texts: (string | RegExp)[]) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    for (const text of texts) await expect(await within(canvasElement).findByText(text, {}, LONG)).toBeInTheDocument();
  };

/** Three stops: a long name and address with its landmark, a card and money to collect; a plain one; one done. */
export const Run: Story = {
  play: expectText('Pengantaran hari ini', LONG_STOP.recipientName, 'Tagih Rp 237.500'),
};
export const RunEnglish: Story = {
  ...Run,
  globals: ENGLISH,
  play: expectText("Today's deliveries", LONG_STOP.recipientName, 'Collect Rp 237.500'),
};

export const Empty: Story = {
  parameters: withHandlers(runStates.empty),
  play: expectText('Belum ada pengantaran untuk Anda hari ini.'),
};
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH, play: expectText('No deliveries for you today yet.') };

export const Loading: Story = { parameters: withHandlers(runStates.loading) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };

/** The read fails (500) and this phone has no run of today: the failure, its code and a retry. */
export const LoadFailed: Story = {
  parameters: withHandlers(runStates.error),
  play: expectText('Rute gagal dimuat.', 'Server toko gagal menjawab (kode 500).'),
};
export const LoadFailedEnglish: Story = {
  ...LoadFailed,
  globals: ENGLISH,
  play: expectText('The run could not be loaded.', "The shop's server failed (code 500)."),
};

/** The read fails (500) and this phone has the run read at 09:30: the stops stay, under the failure and a retry. */
export const KeptAfterFailure: Story = {
  parameters: withHandlers(runStates.keptAfterFailure),
  beforeEach: runKeptOnPhone,
  play: expectText(/^Server toko gagal menjawab \(kode 500\): rute terakhir yang dimuat/, LONG_STOP.recipientName),
};
export const KeptAfterFailureEnglish: Story = {
  ...KeptAfterFailure,
  globals: ENGLISH,
  play: expectText(/^The shop's server failed \(code 500\): the run as last loaded/, LONG_STOP.recipientName),
};

/** Today's backend, without drivers' runs (404). */
export const NotOffered: Story = {
  parameters: withHandlers(runStates.notOffered),
  play: expectText('Belum didukung oleh server'),
};
export const NotOfferedEnglish: Story = {
  ...NotOffered,
  globals: ENGLISH,
  play: expectText('Not supported by the server yet'),
};

/** Two proofs filed at the door wait on the phone: no answer reaches the shop (no signal). */
export const WaitingForSignal: Story = {
  parameters: withHandlers(runStates.proofsWaiting),
  beforeEach: twoProofsWaiting,
  play: expectText(/^(Menunggu sinyal \(2\)|Mengirim bukti \(2\)…)$/),
};
export const WaitingForSignalEnglish: Story = {
  ...WaitingForSignal,
  globals: ENGLISH,
  play: expectText(/^(Waiting for signal \(2\)|Sending proofs \(2\)…)$/),
};

/** Two proofs wait for the shop's server, which fails them (503): said with its code, and 'Kirim sekarang'. */
export const WaitingForServer: Story = {
  parameters: withHandlers(runStates.proofsWaitingOnServer),
  beforeEach: twoProofsWaiting,
  play: expectText('Menunggu server toko (2)', 'Kirim sekarang'),
};
export const WaitingForServerEnglish: Story = {
  ...WaitingForServer,
  globals: ENGLISH,
  play: expectText("Waiting for the shop's server (2)", 'Send now'),
};

/** A refused proof of the stop the run shows delivered (stop 3): replaced, with no 'Kirim lagi', only to remove. */
export const Replaced: Story = {
  beforeEach: oneProofReplaced,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        `Pesanan #${DONE_STOP.orderID} sudah punya bukti di server toko: bukti di ponsel ini tidak dikirim.`,
        {},
        LONG,
      ),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Kirim lagi' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Hapus' })).toBeInTheDocument();
  },
};
export const ReplacedEnglish: Story = {
  ...Replaced,
  globals: ENGLISH,
  play: expectText(
    `Order #${DONE_STOP.orderID} already has a proof on the shop's server: the one on this phone is not sent.`,
  ),
};

/** A proof the backend refused (403), to send again or remove. */
export const Refused: Story = {
  parameters: withHandlers(runStates.proofRefused),
  beforeEach: oneProofRefused,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(`Bukti pesanan #${LONG_STOP.orderID} ditolak server (kode 403).`, {}, LONG),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Kirim lagi' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Hapus' })).toBeInTheDocument();
  },
};
export const RefusedEnglish: Story = {
  ...Refused,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        `The proof for order #${LONG_STOP.orderID} was refused by the server (code 403).`,
        {},
        LONG,
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  },
};

/** 'Sampai' at the first stop: the proof sheet, its 'Simpan bukti' disabled until a photo and who received it. */
export const ProofSheet: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: `Sampai di ${LONG_STOP.recipientName}` }, LONG),
    );
    const sheet = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: `Bukti pengantaran #${LONG_STOP.orderID}` },
      LONG,
    );
    await expect(within(sheet).getByRole('button', { name: 'Simpan bukti' })).toBeDisabled();
  },
};
export const ProofSheetEnglish: Story = {
  ...ProofSheet,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: `Arrived at ${LONG_STOP.recipientName}` }, LONG),
    );
    const sheet = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: `Proof of delivery #${LONG_STOP.orderID}` },
      LONG,
    );
    await expect(within(sheet).getByRole('button', { name: 'Save proof' })).toBeDisabled();
  },
};

/**
 * The proposed words: a condolence board's text as composed ('DUKA'), a bouquet's card, the longest board with
 * hostile card words (shown as text).
 */
const expectWords =
  (badge: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Turut Berduka Cita Yang Sedalam-dalamnya', {}, LONG)).toBeInTheDocument();
    await expect(canvas.getAllByText(badge)).toHaveLength(2);
    await expect(canvas.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  };
export const WithWords: Story = { parameters: withHandlers(runStates.withWords), play: expectWords('DUKA') };
export const WithWordsEnglish: Story = { ...WithWords, globals: ENGLISH, play: expectWords('CONDOLENCE') };
