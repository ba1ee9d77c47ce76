import { describe, expect, it } from 'vitest';
import type { GalleryImage } from '@/api/generated/shopApi';
import { formValuesOf, plainBase64, toCreatePayload, toggledPayload, toUpdatePayload } from './payloads';

const current: GalleryImage = {
  id: 7,
  title: 'Mawar',
  description: null,
  imageBase64: '/9j/OLD',
  isActive: true,
  displayOrder: 3,
  createdBy: 'owner',
  updatedBy: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: null,
};

describe('gallery payloads', () => {
  it('creates with title, description, imageBase64, isActive, displayOrder and createdBy admin', () => {
    expect(
      toCreatePayload({
        title: '  Tulip  ',
        description: ' Vas kaca ',
        displayOrder: 2,
        isActive: false,
        image: 'data:image/jpeg;base64,/9j/NEW',
      }),
    ).toEqual({
      title: 'Tulip',
      description: 'Vas kaca',
      imageBase64: '/9j/NEW',
      isActive: false,
      displayOrder: 2,
      createdBy: 'admin',
    });
    expect(
      toCreatePayload({
        title: 'T',
        description: '  ',
        displayOrder: 0,
        isActive: true,
        image: 'data:image/jpeg;base64,AA==',
      }).description,
    ).toBeNull();
  });

  it('updates with the same plus id and updatedBy admin; without a new picture the current one goes back', () => {
    const values = { ...formValuesOf(current), title: 'Mawar Merah' };
    expect(toUpdatePayload(current, values)).toEqual({
      id: 7,
      title: 'Mawar Merah',
      description: null,
      imageBase64: '/9j/OLD',
      isActive: true,
      displayOrder: 3,
      createdBy: 'admin',
      updatedBy: 'admin',
    });
    expect(toUpdatePayload(current, { ...values, image: 'data:image/jpeg;base64,/9j/NEW' }).imageBase64).toBe(
      '/9j/NEW',
    );
  });

  it('toggles the status by sending the image with isActive inverted', () => {
    expect(toggledPayload(current)).toMatchObject({
      id: 7,
      isActive: false,
      displayOrder: 3,
      title: 'Mawar',
      updatedBy: 'admin',
    });
    expect(toggledPayload({ ...current, isActive: false, imageBase64: '' })).toMatchObject({
      isActive: true,
      imageBase64: '',
    });
  });

  it('reads base64 out of a data URL', () => {
    expect(plainBase64('data:image/jpeg;base64,QUJD')).toBe('QUJD');
    expect(plainBase64('QUJD')).toBe('QUJD');
  });
});
