import { DEFAULT_RATING } from '../../src/lib/catalogue/rating';
import { toStoredUrl } from '../db/assetUrls';
import type { MockDatabase } from '../db/database';
import { toFlowerProduct } from '../db/joins';
import type { FlowerProductInput, FlowerProductUpdate, ProductAttributeInput } from '../runtime/apiTypes';
import { defineOperation } from './defineOperation';
import { created, invalid, noContent, notFound, ok } from './responses';

/** Tag FlowerProduct: products and their attributes. */

/** The text the client sends for "no value" (docs/product-rules.md#api-placeholders). */
export const PLACEHOLDER = 'string';

export const isPlaceholderAttribute = (attribute: ProductAttributeInput) =>
  attribute.attributeName === PLACEHOLDER && attribute.attributeValue === PLACEHOLDER;

function findProduct(db: MockDatabase, id: number) {
  return db.flowerProducts.find(id) ?? notFound(`Flower product ${id} was not found.`);
}

function assertCategoryExists(db: MockDatabase, categoryID: number) {
  if (!db.flowerCategories.find(categoryID))
    invalid({ categoryID: [`categoryID ${categoryID} does not name an existing category`] });
}

/** Replaces the product's attributes: known ids of this product are kept, others are new. */
function replaceAttributes(db: MockDatabase, productID: number, inputs: ProductAttributeInput[]) {
  const existing = new Set(db.attributesOfProduct(productID).map((attribute) => attribute.attributeID));
  const kept = new Set<number>();
  const updates: Array<{ id: number; name: string; value: string }> = [];
  const additions: Array<{ name: string; value: string }> = [];
  for (const input of inputs.filter((attribute) => !isPlaceholderAttribute(attribute))) {
    const id = input.attributeID ?? 0;
    if (id > 0 && existing.has(id) && !kept.has(id)) {
      kept.add(id);
      updates.push({ id, name: input.attributeName, value: input.attributeValue });
    } else {
      additions.push({ name: input.attributeName, value: input.attributeValue });
    }
  }
  db.productAttributes.removeWhere(
    (attribute) => attribute.productID === productID && !kept.has(attribute.attributeID),
  );
  for (const update of updates)
    db.productAttributes.update(update.id, { attributeName: update.name, attributeValue: update.value });
  for (const addition of additions) {
    db.productAttributes.insert({ productID, attributeName: addition.name, attributeValue: addition.value });
  }
}

export const flowerProductOperations = [
  defineOperation('listFlowerProducts', ({ db, join }) =>
    ok(
      [...db.flowerProducts.all()]
        .sort((a, b) => a.productID - b.productID)
        .map((row) => toFlowerProduct(db, row, join)),
    ),
  ),

  defineOperation('createFlowerProduct', ({ db, body, join }) => {
    const input = body as FlowerProductInput;
    assertCategoryExists(db, input.categoryID);
    const row = db.flowerProducts.insert({
      categoryID: input.categoryID,
      productName: input.productName,
      description: input.description,
      price: input.price,
      imageUrl: input.imageUrl === PLACEHOLDER ? '' : toStoredUrl(input.imageUrl, join.requestUrl),
      rating: input.rating ?? DEFAULT_RATING,
    });
    replaceAttributes(db, row.productID, input.productAttributes ?? []);
    return created(toFlowerProduct(db, row, join));
  }),

  defineOperation('listFlowerProductsByCategory', ({ db, params, join }) => {
    const categoryId = params.categoryId as number;
    if (!db.flowerCategories.find(categoryId)) notFound(`Flower category ${categoryId} was not found.`);
    return ok(db.productsOfCategory(categoryId).map((row) => toFlowerProduct(db, row, join)));
  }),

  defineOperation('getFlowerProduct', ({ db, params, join }) =>
    ok(toFlowerProduct(db, findProduct(db, params.id as number), join)),
  ),

  defineOperation('updateFlowerProduct', ({ db, params, body, join }) => {
    const id = params.id as number;
    const input = body as FlowerProductUpdate;
    if (input.productID !== id)
      invalid({ productID: [`productID ${input.productID} does not match the id in the path (${id})`] });
    const current = findProduct(db, id);
    assertCategoryExists(db, input.categoryID);
    const row = db.flowerProducts.update(id, {
      categoryID: input.categoryID,
      productName: input.productName,
      description: input.description,
      price: input.price,
      // The placeholder 'string' means "no image" (the edit dialog's remove): clear it.
      imageUrl: input.imageUrl === PLACEHOLDER ? '' : toStoredUrl(input.imageUrl, join.requestUrl),
      rating: input.rating ?? current.rating,
    })!;
    if (input.productAttributes) replaceAttributes(db, id, input.productAttributes);
    return ok(toFlowerProduct(db, row, join));
  }),

  defineOperation('deleteFlowerProduct', ({ db, params }) => {
    const id = params.id as number;
    findProduct(db, id);
    db.deleteProduct(id);
    return noContent();
  }),
];
