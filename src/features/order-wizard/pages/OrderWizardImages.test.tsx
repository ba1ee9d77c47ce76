import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { driveDirectUrl } from '@/lib/images/imageLinks';
import { FIRST_VISIT } from '@/test/waits';
import { getDb } from '@mocks/node';
import { chooseCategory, openWizard } from '../test/wizardTestUtils';

const DRIVE_ID = '1AbCdEfGhIjKlMnOpQrStUv';

describe('order wizard images', { timeout: 30_000 }, () => {
  it('rewrites a product photo kept as a Google Drive share link to its direct form, as the back office does', async () => {
    const category = getDb().flowerCategories.find(1)!;
    const product = getDb()
      .flowerProducts.all()
      .find((candidate) => candidate.categoryID === category.categoryID)!;
    getDb().flowerProducts.update(product.productID, {
      imageUrl: `https://drive.google.com/file/d/${DRIVE_ID}/view?usp=sharing`,
    });

    const { user } = await openWizard();
    await chooseCategory(user, category.categoryName);

    const photo = await screen.findByRole('img', { name: product.productName }, FIRST_VISIT);
    expect(photo).toHaveAttribute('src', driveDirectUrl(DRIVE_ID));
    expect(photo).toHaveAttribute('src', `https://drive.google.com/uc?export=view&id=${DRIVE_ID}`);
  });
});
