import { describe, expect, it } from 'vitest';
import { EMPTY_GALLERY_FORM, gallerySchema, type GalleryFormValues } from './gallerySchema';

async function errorsOf(mode: 'create' | 'edit', values: Partial<Record<keyof GalleryFormValues, unknown>>) {
  try {
    await gallerySchema(mode).validate({ ...EMPTY_GALLERY_FORM, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.map((issue) => [issue.path, issue.message]));
  }
}

describe('gallery form rules', () => {
  it('defaults to display order 0 and active', () => {
    expect(EMPTY_GALLERY_FORM).toMatchObject({ displayOrder: 0, isActive: true });
  });

  it('requires a title (spaces alone are not one) and, when creating, an image', async () => {
    expect(await errorsOf('create', { title: '   ' })).toEqual({
      title: 'validation.titleRequired',
      image: 'validation.imageRequired',
    });
    expect(await errorsOf('edit', { title: '' })).toEqual({ title: 'validation.titleRequired' });
    expect(await errorsOf('create', { title: 'Mawar', image: 'data:image/jpeg;base64,/9j/' })).toEqual({});
  });

  it('wants a display order of 0 or more, as a whole number', async () => {
    const valid = { title: 'Mawar' };
    expect(await errorsOf('edit', { ...valid, displayOrder: -1 })).toEqual({
      displayOrder: 'validation.displayOrderMin',
    });
    expect(await errorsOf('edit', { ...valid, displayOrder: '' })).toEqual({
      displayOrder: 'validation.displayOrderMin',
    });
    expect(await errorsOf('edit', { ...valid, displayOrder: 1.5 })).toEqual({
      displayOrder: 'validation.displayOrderWhole',
    });
    expect(await errorsOf('edit', { ...valid, displayOrder: 0 })).toEqual({});
  });

  it('keeps to the lengths the API takes', async () => {
    expect(await errorsOf('edit', { title: 'x'.repeat(201) })).toEqual({ title: 'validation.titleTooLong' });
    expect(await errorsOf('edit', { title: 'x', description: 'y'.repeat(1001) })).toEqual({
      description: 'validation.descriptionTooLong',
    });
  });
});
