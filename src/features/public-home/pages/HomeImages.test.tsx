import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { driveDirectUrl } from '@/lib/images/imageLinks';
import { renderRoute } from '@/test/renderRoute';
import { getDb } from '@mocks/node';

// The whole app renders (lazy routes, mock backend): allow for a busy machine.

const DRIVE_ID = '1AbCdEfGhIjKlMnOpQrStUv';

describe('public home images', () => {
  it('rewrites a category photo kept as a Google Drive share link to its direct form, as the back office does', async () => {
    const category = getDb().flowerCategories.update(1, {
      imageUrl: `https://drive.google.com/file/d/${DRIVE_ID}/view?usp=sharing`,
    })!;
    await renderRoute('/public/home');

    const section = await screen.findByRole('region', { name: 'Kategori Bunga' });
    const photo = await within(section).findByRole('img', { name: category.categoryName });
    expect(photo).toHaveAttribute('src', driveDirectUrl(DRIVE_ID));
    expect(photo).toHaveAttribute('src', `https://drive.google.com/uc?export=view&id=${DRIVE_ID}`);
  });
});
