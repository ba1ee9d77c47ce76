import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { EMPTY_PRODUCT, type ProductFormValues } from '../model/productSchema';
import { ProductFormDialog } from './ProductFormDialog';

const FILLED: ProductFormValues = {
  productName: 'Buket Mawar Merah Klasik',
  description: 'Dua belas tangkai mawar merah segar dengan wrapping premium dan pita satin.',
  price: 350000,
  imageUrl: '/mock-assets/products/buket-mawar-merah-klasik.jpg',
  productAttributes: [
    { attributeID: 1, attributeName: 'Jumlah Tangkai', attributeValue: '12' },
    { attributeID: 2, attributeName: 'Warna', attributeValue: 'Merah' },
  ],
};
const TOUCHED = { productName: true, description: true, price: true, imageUrl: true };

const meta = {
  title: 'Catalogue/Product dialog',
  component: ProductFormDialog,
  args: {
    show: true,
    mode: 'create',
    categoryName: 'Buket Mawar',
    productName: '',
    initialValues: EMPTY_PRODUCT,
    saving: false,
    serverErrors: [],
    onHide: fn(),
    onSubmit: fn(),
  },
  parameters: { route: { path: '/app/flower/products/1' } },
} satisfies Meta<typeof ProductFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CreateEmpty: Story = {};
export const CreateEmptyEnglish: Story = { globals: ENGLISH };
export const CreateFilled: Story = { args: { initialValues: FILLED } };
export const CreateFilledEnglish: Story = { ...CreateFilled, globals: ENGLISH };
/** 'Nama Produk wajib diisi', …, 'Gambar produk wajib diupload'. */
export const CreateInvalidRequired: Story = { tags: ['picture'], args: { initialTouched: TOUCHED } };
export const CreateInvalidRequiredEnglish: Story = { ...CreateInvalidRequired, globals: ENGLISH };
export const CreateInvalidTooShort: Story = {
  args: { initialTouched: TOUCHED, initialValues: { ...FILLED, productName: 'A', description: 'Pendek', price: 0 } },
};
export const CreateInvalidTooShortEnglish: Story = { ...CreateInvalidTooShort, globals: ENGLISH };
/** Attribute rows without name or value. */
export const CreateInvalidAttributes: Story = {
  args: {
    initialValues: { ...FILLED, productAttributes: [{ attributeID: 0, attributeName: '', attributeValue: '' }] },
    initialTouched: { productAttributes: [{ attributeName: true, attributeValue: true }] },
  },
};
export const CreateInvalidAttributesEnglish: Story = { ...CreateInvalidAttributes, globals: ENGLISH };
/** The server's errors flattened into the 'Error:' box. */
export const CreateServerErrors: Story = {
  args: { initialValues: FILLED, serverErrors: ['Nama produk sudah digunakan.', 'Harga melebihi rentang kategori.'] },
};
export const CreateServerErrorsEnglish: Story = { ...CreateServerErrors, globals: ENGLISH };
export const CreateSaving: Story = { args: { initialValues: FILLED, saving: true } };
export const CreateSavingEnglish: Story = { ...CreateSaving, globals: ENGLISH };
export const EditFilled: Story = { args: { mode: 'edit', productName: FILLED.productName, initialValues: FILLED } };
export const EditFilledEnglish: Story = { ...EditFilled, globals: ENGLISH };
/** Edit uses the product's English messages: 'Product Name is required', … */
export const EditInvalid: Story = {
  args: {
    ...EditFilled.args,
    initialTouched: TOUCHED,
    initialValues: { ...FILLED, productName: '', description: 'short', price: '' },
  },
};
export const EditInvalidEnglish: Story = { ...EditInvalid, globals: ENGLISH };
/** The existing image removed: 'string' will be sent. */
export const EditImageRemoved: Story = { args: { ...EditFilled.args, initialValues: { ...FILLED, imageUrl: '' } } };
export const EditImageRemovedEnglish: Story = { ...EditImageRemoved, globals: ENGLISH };
export const EditServerErrors: Story = {
  args: { ...EditFilled.args, serverErrors: ['Failed to update product. Please try again.'] },
};
export const EditServerErrorsEnglish: Story = { ...EditServerErrors, globals: ENGLISH };
export const EditSaving: Story = { args: { ...EditFilled.args, saving: true } };
export const EditSavingEnglish: Story = { ...EditSaving, globals: ENGLISH };
