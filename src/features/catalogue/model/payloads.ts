import type {
  CategoryPlaceholder,
  FlowerCategory,
  FlowerCategoryInput,
  FlowerCategoryUpdate,
  FlowerProduct,
  FlowerProductInput,
  FlowerProductUpdate,
  ProductAttributeInput,
} from '@/api/generated/shopApi';
import { API_PLACEHOLDER } from '@/lib/api/placeholder';
import type { CategoryFormValues } from './categorySchema';
import type { ProductFormValues } from './productSchema';

/**
 * The API's payloads, placeholders included, so the same client works against
 * the real backend. FlowerCategoryUpdate is strict (no extra properties):
 * exactly its fields are sent, never `flowerProducts`.
 */

/** The text the API takes for "no value" (docs/product-rules.md#api-placeholders). */
export const PLACEHOLDER = API_PLACEHOLDER;

const money = (value: number | '') => (value === '' ? 0 : Math.round(Number(value)));

export function toCategoryInput(values: CategoryFormValues): FlowerCategoryInput {
  return {
    categoryName: values.categoryName.trim(),
    description: values.description.trim(),
    priceRangeStart: money(values.priceRangeStart),
    priceRangeEnd: money(values.priceRangeEnd),
    isPopular: values.isPopular,
    imageUrl: values.imageUrl,
  };
}

export function toCategoryUpdate(categoryID: number, values: CategoryFormValues): FlowerCategoryUpdate {
  return { categoryID, ...toCategoryInput(values) };
}

/** The whole category as an update body, with `changes` applied (the popular star). */
export function categoryAsUpdate(
  category: FlowerCategory,
  changes: Partial<Pick<FlowerCategoryUpdate, 'isPopular'>> = {},
): FlowerCategoryUpdate {
  return {
    categoryID: category.categoryID,
    categoryName: category.categoryName,
    description: category.description,
    priceRangeStart: category.priceRangeStart,
    priceRangeEnd: category.priceRangeEnd,
    isPopular: category.isPopular,
    imageUrl: category.imageUrl,
    ...changes,
  };
}

const PLACEHOLDER_ATTRIBUTE: ProductAttributeInput = {
  attributeID: 0,
  productID: 0,
  attributeName: PLACEHOLDER,
  attributeValue: PLACEHOLDER,
  flowerProduct: PLACEHOLDER,
};

/**
 * Create: productID 0, rating 0, image or 'string', attributes with ids 0 — one placeholder attribute when there are
 * none.
 */
export function toProductInput(categoryID: number, values: ProductFormValues): FlowerProductInput {
  const attributes = values.productAttributes.map((row) => ({
    attributeID: 0,
    productID: 0,
    attributeName: row.attributeName.trim(),
    attributeValue: row.attributeValue.trim(),
    flowerProduct: PLACEHOLDER,
  }));
  return {
    productID: 0,
    categoryID,
    productName: values.productName.trim(),
    description: values.description.trim(),
    price: money(values.price),
    rating: 0,
    imageUrl: values.imageUrl || PLACEHOLDER,
    productAttributes: attributes.length > 0 ? attributes : [PLACEHOLDER_ATTRIBUTE],
  };
}

function categoryPlaceholder(categoryID: number): CategoryPlaceholder {
  return {
    categoryID,
    categoryName: PLACEHOLDER,
    description: PLACEHOLDER,
    imageUrl: PLACEHOLDER,
    priceRangeStart: 0,
    priceRangeEnd: 0,
    isPopular: false,
  };
}

/** Update: rating kept; image new data URL, else existing link, else 'string'; the category placeholder object. */
export function toProductUpdate(product: FlowerProduct, values: ProductFormValues): FlowerProductUpdate {
  return {
    productID: product.productID,
    categoryID: product.categoryID,
    productName: values.productName.trim(),
    description: values.description.trim(),
    price: money(values.price),
    rating: product.rating,
    imageUrl: values.imageUrl || PLACEHOLDER,
    flowerCategory: categoryPlaceholder(product.categoryID),
    productAttributes: values.productAttributes.map((row) => ({
      attributeID: row.attributeID,
      productID: product.productID,
      attributeName: row.attributeName.trim(),
      attributeValue: row.attributeValue.trim(),
      flowerProduct: PLACEHOLDER,
    })),
  };
}
