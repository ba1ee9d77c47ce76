import type { TFunction } from 'i18next';
import { number, object, string } from 'yup';
import type { FlowerCategory } from '@/api/generated/shopApi';
import { hasImage } from '@/lib/images/imageSource';

/** Category create and edit form (docs/product-rules.md#category-form). Prices are '' while empty. */
export interface CategoryFormValues {
  categoryName: string;
  description: string;
  priceRangeStart: number | '';
  priceRangeEnd: number | '';
  isPopular: boolean;
  /** New JPEG data URL, or the existing link on edit; '' when none. */
  imageUrl: string;
}

export const EMPTY_CATEGORY: CategoryFormValues = {
  categoryName: '',
  description: '',
  priceRangeStart: '',
  priceRangeEnd: '',
  isPopular: false,
  imageUrl: '',
};

export function categoryFormValues(category: FlowerCategory): CategoryFormValues {
  return {
    categoryName: category.categoryName ?? '',
    description: category.description ?? '',
    priceRangeStart: category.priceRangeStart ?? '',
    priceRangeEnd: category.priceRangeEnd ?? '',
    isPopular: Boolean(category.isPopular),
    imageUrl: hasImage(category.imageUrl) ? category.imageUrl : '',
  };
}

const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

const isSet = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * '{label} wajib diisi', '{label} minimal {n} karakter', '{label} harus lebih
 * dari 0', the price order rule and 'Gambar wajib diupload' — through the
 * `catalogue` namespace, so they follow the language.
 */
export function makeCategorySchema(t: TFunction<'catalogue'>) {
  const label = {
    name: t('categoryForm.name'),
    description: t('categoryForm.description'),
    start: t('categoryForm.priceStart'),
    end: t('categoryForm.priceEnd'),
  };
  const required = (text: string) => t('categoryForm.errors.required', { label: text });
  const min = (text: string, n: number) => t('categoryForm.errors.min', { label: text, n });
  const price = (text: string) =>
    number()
      .transform(emptyToUndefined)
      .typeError(required(text))
      .required(required(text))
      .min(0, t('categoryForm.errors.positive', { label: text }));
  return object({
    categoryName: string().trim().required(required(label.name)).min(3, min(label.name, 3)),
    description: string().trim().required(required(label.description)).min(10, min(label.description, 10)),
    priceRangeStart: price(label.start),
    // Invalid when both prices are set and start >= end; shown under the end price.
    priceRangeEnd: price(label.end).test('price-order', t('categoryForm.errors.priceOrder'), function priceOrder(end) {
      const start = (this.parent as CategoryFormValues).priceRangeStart;
      return !isSet(start) || !isSet(end) || start < end;
    }),
    imageUrl: string().required(t('categoryForm.errors.imageRequired')),
  });
}
