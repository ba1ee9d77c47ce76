import { toStoredUrl } from '../db/assetUrls';
import type { MockDatabase } from '../db/database';
import { toFlowerCategory } from '../db/joins';
import type { FlowerCategoryRow } from '../db/types';
import type { FlowerCategoryInput, FlowerCategoryUpdate } from '../runtime/apiTypes';
import { defineOperation, type OperationContext } from './defineOperation';
import { created, invalid, noContent, notFound, ok } from './responses';

/** Tag FlowerCategory: categories, each answered with its products and their attributes. */

function findCategory(db: MockDatabase, id: number) {
  return db.flowerCategories.find(id) ?? notFound(`Flower category ${id} was not found.`);
}

function assertPriceRange(input: { priceRangeStart: number; priceRangeEnd: number }) {
  if (!(input.priceRangeStart < input.priceRangeEnd)) {
    invalid({ priceRangeStart: ['priceRangeStart must be lower than priceRangeEnd'] });
  }
}

/** The stored columns of a created or updated category: a picture sent as a data URL is kept as a link. */
function storedFields(input: FlowerCategoryInput, requestUrl: string): Omit<FlowerCategoryRow, 'categoryID'> {
  return {
    categoryName: input.categoryName,
    description: input.description,
    imageUrl: toStoredUrl(input.imageUrl, requestUrl),
    priceRangeStart: input.priceRangeStart,
    priceRangeEnd: input.priceRangeEnd,
    isPopular: input.isPopular ?? false,
  };
}

const byId = (a: FlowerCategoryRow, b: FlowerCategoryRow) => a.categoryID - b.categoryID;

function listed({ db, join }: OperationContext, rows: FlowerCategoryRow[]) {
  return ok([...rows].sort(byId).map((row) => toFlowerCategory(db, row, join)));
}

export const flowerCategoryOperations = [
  defineOperation('listFlowerCategories', (context) => listed(context, context.db.flowerCategories.all())),

  defineOperation('createFlowerCategory', ({ db, body, join }) => {
    const input = body as FlowerCategoryInput;
    assertPriceRange(input);
    const row = db.flowerCategories.insert(storedFields(input, join.requestUrl));
    return created(toFlowerCategory(db, row, join));
  }),

  defineOperation('searchFlowerCategories', (context) => {
    const text = String(context.query.search ?? '')
      .trim()
      .toLocaleLowerCase();
    const rows = context.db.flowerCategories.where(
      (row) =>
        !text ||
        row.categoryName.toLocaleLowerCase().includes(text) ||
        row.description.toLocaleLowerCase().includes(text),
    );
    return listed(context, rows);
  }),

  defineOperation('listPopularFlowerCategories', (context) =>
    listed(
      context,
      context.db.flowerCategories.where((row) => row.isPopular),
    ),
  ),

  defineOperation('getFlowerCategory', ({ db, params, join }) =>
    ok(toFlowerCategory(db, findCategory(db, params.id as number), join)),
  ),

  defineOperation('updateFlowerCategory', ({ db, params, body, join }) => {
    const id = params.id as number;
    const input = body as FlowerCategoryUpdate;
    if (input.categoryID !== id)
      invalid({ categoryID: [`categoryID ${input.categoryID} does not match the id in the path (${id})`] });
    findCategory(db, id);
    assertPriceRange(input);
    const row = db.flowerCategories.update(id, storedFields(input, join.requestUrl))!;
    return ok(toFlowerCategory(db, row, join));
  }),

  defineOperation('deleteFlowerCategory', ({ db, params }) => {
    const id = params.id as number;
    findCategory(db, id);
    db.deleteCategory(id);
    return noContent();
  }),
];
