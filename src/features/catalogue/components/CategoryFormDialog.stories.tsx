import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { EMPTY_CATEGORY, type CategoryFormValues } from '../model/categorySchema';
import { CategoryFormDialog } from './CategoryFormDialog';

const FILLED: CategoryFormValues = {
  categoryName: 'Buket Mawar',
  description: 'Rangkaian mawar segar untuk ulang tahun, anniversary dan momen spesial.',
  priceRangeStart: 150000,
  priceRangeEnd: 1500000,
  isPopular: true,
  imageUrl: '/mock-assets/categories/buket-mawar.jpg',
};
const ALL_TOUCHED = {
  categoryName: true,
  description: true,
  priceRangeStart: true,
  priceRangeEnd: true,
  imageUrl: true,
};

const meta = {
  title: 'Catalogue/Category dialog',
  component: CategoryFormDialog,
  args: { show: true, mode: 'create', initialValues: EMPTY_CATEGORY, saving: false, onHide: fn(), onSubmit: fn() },
  parameters: { route: { path: '/app/flower' } },
} satisfies Meta<typeof CategoryFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CreateEmpty: Story = {};
export const CreateEmptyEnglish: Story = { globals: ENGLISH };
export const CreateFilled: Story = { args: { initialValues: FILLED } };
export const CreateFilledEnglish: Story = { ...CreateFilled, globals: ENGLISH };
export const EditFilled: Story = { args: { mode: 'edit', initialValues: FILLED } };
export const EditFilledEnglish: Story = { ...EditFilled, globals: ENGLISH };
/** Every field touched and empty: each '… wajib diisi' and 'Gambar wajib diupload'. */
export const InvalidRequired: Story = { tags: ['picture'], args: { initialTouched: ALL_TOUCHED } };
export const InvalidRequiredEnglish: Story = { ...InvalidRequired, globals: ENGLISH };
/** Too short, and a negative price. */
export const InvalidTooShort: Story = {
  args: {
    initialTouched: ALL_TOUCHED,
    initialValues: { ...FILLED, categoryName: 'Ab', description: 'Pendek', priceRangeStart: -1 },
  },
};
export const InvalidTooShortEnglish: Story = { ...InvalidTooShort, globals: ENGLISH };
/** Start price not lower than the end price. */
export const InvalidPriceOrder: Story = {
  args: {
    mode: 'edit',
    initialTouched: ALL_TOUCHED,
    initialValues: { ...FILLED, priceRangeStart: 900000, priceRangeEnd: 500000 },
  },
};
export const InvalidPriceOrderEnglish: Story = { ...InvalidPriceOrder, globals: ENGLISH };
export const CreateSaving: Story = { args: { initialValues: FILLED, saving: true } };
export const CreateSavingEnglish: Story = { ...CreateSaving, globals: ENGLISH };
/** 'Memperbarui...' */
export const EditSaving: Story = { args: { mode: 'edit', initialValues: FILLED, saving: true } };
export const EditSavingEnglish: Story = { ...EditSaving, globals: ENGLISH };
