import type { MockDatabase } from '../db/database';
import { toGalleryImage } from '../db/joins';
import { materializeSeedImages } from '../db/seedImages';
import type { GalleryImageInput, GalleryImageUpdate, GalleryOrderUpdate, GalleryPage } from '../runtime/apiTypes';
import { defineOperation } from './defineOperation';
import { created, invalid, noContent, notFound, ok } from './responses';

/** Tag Gallery: paged photo gallery of the public home, managed in the back office. */

const DATA_URL_PREFIX = /^data:[^;,]*(;[^;,]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Plain base64 from base64 or a data URL; null when it is neither. */
export function toPlainBase64(value: string): string | null {
  const plain = value.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  return plain.length > 0 && plain.length % 4 !== 1 && BASE64.test(plain) ? plain : null;
}

function findImage(db: MockDatabase, id: number) {
  return db.galleryImages.find(id) ?? notFound(`Gallery image ${id} was not found.`);
}

export const galleryOperations = [
  defineOperation('listGalleryImages', async ({ db, query }) => {
    const page = query.page as number;
    const pageSize = query.pageSize as number;
    const rows = db.galleryImages
      .where((image) => !query.activeOnly || image.isActive)
      .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
    const totalPages = Math.ceil(rows.length / pageSize);
    const pageRows = rows.slice((page - 1) * pageSize, page * pageSize);
    if (query.includeImages) await materializeSeedImages(pageRows);
    const body: GalleryPage = {
      data: pageRows.map((row) => toGalleryImage(row, { includeImage: query.includeImages as boolean })),
      totalRecords: rows.length,
      totalPages,
      page,
      pageSize,
      hasNextPage: page < totalPages,
      hasPreviousPage: page > 1,
    };
    return ok(body);
  }),

  defineOperation('createGalleryImage', ({ db, body, now }) => {
    const input = body as GalleryImageInput;
    const imageBase64 =
      toPlainBase64(input.imageBase64) ?? invalid({ imageBase64: ['imageBase64 must be base64 or a base64 data URL'] });
    const row = db.galleryImages.insert({
      title: input.title,
      description: input.description ?? null,
      imageBase64,
      isActive: input.isActive ?? true,
      displayOrder: input.displayOrder ?? 0,
      createdBy: input.createdBy || 'admin',
      updatedBy: null,
      createdAt: now.toISOString(),
      updatedAt: null,
    });
    return created(toGalleryImage(row));
  }),

  // The mock answers the wrapped form; clients accept it bare or wrapped.
  defineOperation('getGalleryImage', async ({ db, params }) => {
    const row = findImage(db, params.id as number);
    await materializeSeedImages([row]);
    return ok({ success: true, data: toGalleryImage(row) });
  }),

  defineOperation('updateGalleryImage', async ({ db, params, body, now }) => {
    const id = params.id as number;
    const input = body as GalleryImageUpdate;
    if (input.id !== id) invalid({ id: [`id ${input.id} does not match the id in the path (${id})`] });
    const current = findImage(db, id);
    await materializeSeedImages([current]);
    let imageBase64 = current.imageBase64;
    if (input.imageBase64) {
      imageBase64 =
        toPlainBase64(input.imageBase64) ??
        invalid({ imageBase64: ['imageBase64 must be base64 or a base64 data URL'] });
    }
    const row = db.galleryImages.update(id, {
      title: input.title,
      description: input.description === undefined ? current.description : input.description,
      imageBase64,
      isActive: input.isActive ?? current.isActive,
      displayOrder: input.displayOrder ?? current.displayOrder,
      updatedBy: input.updatedBy || 'admin',
      updatedAt: now.toISOString(),
    })!;
    return ok(toGalleryImage(row));
  }),

  defineOperation('deleteGalleryImage', ({ db, params }) => {
    const id = params.id as number;
    findImage(db, id);
    db.galleryImages.remove(id);
    return noContent();
  }),

  defineOperation('updateGalleryImageOrder', async ({ db, params, body, now }) => {
    const id = params.id as number;
    await materializeSeedImages([findImage(db, id)]);
    const row = db.galleryImages.update(id, {
      displayOrder: (body as GalleryOrderUpdate).displayOrder,
      updatedAt: now.toISOString(),
    })!;
    return ok(toGalleryImage(row));
  }),
];
