import type { FlowerCategoryRow, FlowerProductRow, ProductAttributeRow } from '../db/types';
import { CATEGORY_SPECS } from './catalogueData';

export interface Catalogue {
  flowerCategories: FlowerCategoryRow[];
  flowerProducts: FlowerProductRow[];
  productAttributes: ProductAttributeRow[];
}

export const categoryImageUrl = (slug: string): string => `/mock-assets/categories/${slug}.jpg`;
export const productImageUrl = (slug: string): string => `/mock-assets/products/${slug}.jpg`;

/** Categories, products and attributes with sequential ids starting at 1. */
export function createCatalogue(): Catalogue {
  const flowerCategories: FlowerCategoryRow[] = [];
  const flowerProducts: FlowerProductRow[] = [];
  const productAttributes: ProductAttributeRow[] = [];

  CATEGORY_SPECS.forEach((category, categoryIndex) => {
    const categoryID = categoryIndex + 1;
    flowerCategories.push({
      categoryID,
      categoryName: category.name,
      description: category.description,
      imageUrl: categoryImageUrl(category.slug),
      priceRangeStart: category.priceRangeStart,
      priceRangeEnd: category.priceRangeEnd,
      isPopular: category.isPopular,
    });

    for (const product of category.products) {
      const productID = flowerProducts.length + 1;
      flowerProducts.push({
        productID,
        categoryID,
        productName: product.name,
        description: product.description,
        price: product.price,
        imageUrl: productImageUrl(product.slug),
        rating: product.rating,
        ...(product.kind ? { kind: product.kind } : {}),
        ...(product.board ? { board: structuredClone(product.board) } : {}),
      });
      for (const [attributeName, attributeValue] of product.attributes) {
        productAttributes.push({
          attributeID: productAttributes.length + 1,
          productID,
          attributeName,
          attributeValue,
        });
      }
    }
  });

  return { flowerCategories, flowerProducts, productAttributes };
}
