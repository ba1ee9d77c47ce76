import type { TFunction } from 'i18next';
import { array, number, object, string } from 'yup';
import type { FlowerProduct } from '@/api/generated/shopApi';
import { hasImage } from '@/lib/images/imageSource';

export interface AttributeRow {
  /** 0 for a new row. */
  attributeID: number;
  attributeName: string;
  attributeValue: string;
}

export interface ProductFormValues {
  productName: string;
  description: string;
  price: number | '';
  /** New JPEG data URL, or the existing link on edit; '' when none (edit: removed). */
  imageUrl: string;
  productAttributes: AttributeRow[];
}

export const EMPTY_PRODUCT: ProductFormValues = {
  productName: '',
  description: '',
  price: '',
  imageUrl: '',
  productAttributes: [],
};

export function productFormValues(product: FlowerProduct): ProductFormValues {
  return {
    productName: product.productName ?? '',
    description: product.description ?? '',
    price: product.price ?? '',
    imageUrl: hasImage(product.imageUrl) ? product.imageUrl : '',
    productAttributes: (product.productAttributes ?? []).map(({ attributeID, attributeName, attributeValue }) => ({
      attributeID,
      attributeName,
      attributeValue,
    })),
  };
}

export type ProductFormMode = 'create' | 'edit';

const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

/**
 * Product create (Indonesian labels 'Nama Produk', 'Deskripsi', 'Harga',
 * 'Gambar Produk'; image required) and product edit (the product's English
 * messages with 'Product Name', 'Description', 'Price'; image optional).
 * Name min 2, description min 10, price min 1, every attribute needs both parts
 * (docs/product-rules.md#product-form).
 */
export function makeProductSchema(t: TFunction<'catalogue'>, mode: ProductFormMode) {
  const ns = mode === 'create' ? 'productCreateErrors' : 'productEditErrors';
  const label =
    mode === 'create'
      ? { name: t('productForm.name'), description: t('productForm.description'), price: t('productForm.price') }
      : {
          name: t('productEditErrors.labels.name'),
          description: t('productEditErrors.labels.description'),
          price: t('productEditErrors.labels.price'),
        };
  const required = (text: string) => t(`${ns}.required`, { label: text });
  const min = (text: string, n: number) => t(`${ns}.min`, { label: text, n });
  const image = string();
  return object({
    productName: string().trim().required(required(label.name)).min(2, min(label.name, 2)),
    description: string().trim().required(required(label.description)).min(10, min(label.description, 10)),
    price: number()
      .transform(emptyToUndefined)
      .typeError(required(label.price))
      .required(required(label.price))
      .min(1, t(`${ns}.positive`, { label: label.price })),
    imageUrl: mode === 'create' ? image.required(t('productCreateErrors.imageRequired')) : image,
    productAttributes: array().of(
      object({
        attributeName: string()
          .trim()
          .required(t(`${ns}.attributeName`)),
        attributeValue: string()
          .trim()
          .required(t(`${ns}.attributeValue`)),
      }),
    ),
  });
}
