import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MB } from '@/lib/images/imageRules';
import { ENGLISH } from '@/test/storyGlobals';
import { EMPTY_GALLERY_FORM } from '../model/gallerySchema';
import { STORY_PICTURE, storyFile } from '../test/storyStates';
import { GalleryForm } from './GalleryForm';

const FILLED = {
  title: 'Dekorasi Meja Resepsi',
  description: 'Centerpiece mawar putih dan hydrangea.',
  displayOrder: 3,
  isActive: true,
  image: STORY_PICTURE,
};
const saved = async () => true;
const never = () => new Promise<boolean>(() => undefined);
const fileInput = (canvas: HTMLElement) => canvas.querySelector<HTMLInputElement>('input[type=file]')!;
const upload = (canvas: HTMLElement, file: File) =>
  userEvent.setup({ applyAccept: false }).upload(fileInput(canvas), file);
const submit = (canvas: HTMLElement) =>
  userEvent.click(within(canvas).getByRole('button', { name: /Simpan Foto|Save Photo|Perbarui Foto|Update Photo/ }));

/** The gallery form alone (the pages add the header and the calls). */
const meta = {
  title: 'Gallery admin/Form',
  component: GalleryForm,
  parameters: { route: { path: '/app/gallery/create' } },
  args: { mode: 'create', initialValues: EMPTY_GALLERY_FORM, onSave: saved },
} satisfies Meta<typeof GalleryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CreateEmpty: Story = {};
export const CreateEmptyEnglish: Story = { globals: ENGLISH };
export const Filled: Story = { args: { initialValues: FILLED } };
export const FilledEnglish: Story = { ...Filled, globals: ENGLISH };
/** Submitted empty: 'Title is required' and 'Image is required'. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText('Title is required')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Image is required')).toBeInTheDocument();
  },
};
export const RequiredEnglish: Story = { ...Required, globals: ENGLISH };
export const NegativeDisplayOrder: Story = {
  args: { initialValues: { ...FILLED, displayOrder: -1 } },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText('Display order must be 0 or greater')).toBeInTheDocument();
  },
};
export const InvalidFileType: Story = {
  play: async ({ canvasElement }) => {
    await upload(canvasElement, storyFile('catatan.pdf', 'application/pdf'));
    await expect(await within(canvasElement).findByText('Invalid File Type')).toBeInTheDocument();
    await expect(
      within(canvasElement).getByText('Please select a valid image file (JPG, PNG, GIF)'),
    ).toBeInTheDocument();
  },
};
export const InvalidFileTypeEnglish: Story = { ...InvalidFileType, globals: ENGLISH };
export const TooLargeOnCreate: Story = {
  play: async ({ canvasElement }) => {
    await upload(canvasElement, storyFile('besar.jpg', 'image/jpeg', 12 * MB));
    await expect(
      await within(canvasElement).findByText('Original image size must be less than 10MB...'),
    ).toBeInTheDocument();
  },
};
/** The edit page's rule (see model/imageSettings.ts). */
export const TooLargeOnEdit: Story = {
  args: { mode: 'edit', initialValues: { ...FILLED, image: '' }, currentSrc: STORY_PICTURE },
  play: async ({ canvasElement }) => {
    await upload(canvasElement, storyFile('besar.jpg', 'image/jpeg', 6 * MB));
    await expect(await within(canvasElement).findByText('Image size must be less than 5MB...')).toBeInTheDocument();
  },
};
/** The picture is in the pipeline (held here): the progress shows and the submit waits. */
export const ProcessingImage: Story = {
  args: { initialValues: { ...FILLED, image: '' }, processImage: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    await upload(canvasElement, storyFile('mawar.jpg', 'image/jpeg', 4 * MB));
    await expect(await within(canvasElement).findByText('Memproses gambar…')).toBeInTheDocument();
  },
};
export const ProcessingImageEnglish: Story = {
  ...ProcessingImage,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await upload(canvasElement, storyFile('mawar.jpg', 'image/jpeg', 4 * MB));
  },
};
export const Saving: Story = {
  args: { initialValues: FILLED, onSave: never },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Menyimpan…' })).toBeDisabled();
  },
};
export const SavingEnglish: Story = {
  ...Saving,
  globals: ENGLISH,
  play: async ({ canvasElement }) => submit(canvasElement),
};
export const SaveFailed: Story = {
  args: { initialValues: FILLED, onSave: async () => false },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(
      await within(canvasElement).findByText(
        'Failed to save gallery image. Please check your connection and try again.',
      ),
    ).toBeInTheDocument();
    await expect(within(canvasElement).getByDisplayValue('Dekorasi Meja Resepsi')).toBeInTheDocument();
  },
};
export const SaveFailedEnglish: Story = { ...SaveFailed, globals: ENGLISH };
export const EditWithCurrentPicture: Story = {
  args: { mode: 'edit', initialValues: { ...FILLED, image: '' }, currentSrc: STORY_PICTURE },
};
