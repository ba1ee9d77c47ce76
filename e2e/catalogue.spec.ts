import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, uniqueSuffix } from './fixtures';
import { signIn } from './support/signIn';

/**
 * Back-office catalogue end to end, in the production build with
 * the in-browser mock backend: sign in, create a category with an uploaded
 * photo, add two products with attributes, replace one product's image,
 * delete the other, mark the category popular, reload — then find the new
 * category and product in the public order wizard.
 */

const RUN = uniqueSuffix().slice(0, 5);
const CATEGORY = `Bunga Kering E2E ${RUN}`;
const KEPT = `Buket Lavender Kering ${RUN}`;
const DELETED = `Rangkaian Pampas ${RUN}`;

/** A landscape JPEG of one colour with a darker band, `width`×`height`. */
function photo(width: number, height: number, rgb: [number, number, number]): Promise<Buffer> {
  const band = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect y="${height / 3}" width="${width}" height="${height / 3}" fill="rgba(0,0,0,0.25)"/></svg>`,
  );
  return sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .composite([{ input: band }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function upload(dialog: Locator, label: string, name: string, buffer: Buffer) {
  await dialog
    .getByLabel(label, { exact: true })
    .and(dialog.locator('input[type=file]'))
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer });
  const preview = dialog.getByRole('img', { name: 'Pratinjau gambar' });
  await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  return preview.evaluate((img: HTMLImageElement) =>
    img.decode().then(() => ({ width: img.naturalWidth, height: img.naturalHeight, src: img.src })),
  );
}

async function toast(page: Page, text: string) {
  await expect(page.locator('.app-toast').filter({ hasText: text }).first()).toBeVisible();
}

async function addProduct(
  page: Page,
  name: string,
  attributes: Array<[string, string]>,
  rgb: [number, number, number],
) {
  await page.getByRole('button', { name: 'Tambah Produk' }).first().click();
  const dialog = page.getByRole('dialog', { name: `Tambah Produk - ${CATEGORY}` });
  await dialog.getByLabel('Nama Produk').fill(name);
  await dialog.getByLabel('Deskripsi').fill(`${name}: rangkaian bunga kering yang tahan lama.`);
  await dialog.getByLabel('Harga').fill('185000');
  const image = await upload(dialog, 'Gambar Produk', `${name}.jpg`, await photo(2400, 1600, rgb));
  expect(image).toMatchObject({ width: 800, height: 533 }); // fits 800×600
  for (const [index, [attribute, value]] of attributes.entries()) {
    await dialog.getByRole('button', { name: 'Tambah Atribut' }).click();
    await dialog.getByRole('textbox', { name: `Nama atribut (Atribut ${index + 1})` }).fill(attribute);
    await dialog.getByRole('textbox', { name: `Nilai atribut (Atribut ${index + 1})` }).fill(value);
  }
  await dialog.getByRole('button', { name: 'Simpan Produk' }).click();
  await toast(page, 'Produk berhasil ditambahkan!');
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name });
  for (const [attribute, value] of attributes.slice(0, 3))
    await expect(card.getByText(`${attribute}: ${value}`)).toBeVisible();
  return card;
}

test('staff manage the catalogue and visitors see it in the order wizard @both', async ({ page }) => {
  test.setTimeout(180_000);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Manajemen Kategori Bunga' })).toBeVisible();

  await test.step('create a category with an uploaded photo', async () => {
    await page.getByRole('button', { name: 'Tambah Kategori' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Kategori Bunga' });
    await dialog.getByLabel('Nama kategori').fill(CATEGORY);
    await dialog.getByLabel('Deskripsi').fill('Bunga kering dan pampas untuk dekorasi rumah yang awet.');
    await dialog.getByLabel('Harga awal').fill('120000');
    await dialog.getByLabel('Harga akhir').fill('650000');
    // A 12-megapixel upload comes back with its longest side at 800 px (resized in the worker).
    const image = await upload(dialog, 'Gambar', 'kategori.jpg', await photo(4000, 3000, [214, 170, 120]));
    expect(image).toMatchObject({ width: 800, height: 600 });
    expect(
      workers.some((url) => /resizeWorker/.test(url)),
      `workers: ${workers.join(', ')}`,
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await toast(page, 'Kategori bunga berhasil ditambahkan!');
    await expect(dialog).toBeHidden();
  });

  await test.step('open its products', async () => {
    await page.getByRole('searchbox', { name: 'Cari kategori' }).fill(CATEGORY.toUpperCase());
    await expect(page.getByText('Total: 1 kategori')).toBeVisible();
    await page
      .getByRole('article', { name: CATEGORY })
      .getByRole('link', { name: /Lihat produk/i })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Produk ${CATEGORY}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tidak ada produk' })).toBeVisible();
  });

  let keptImage = '';
  await test.step('add two products with attributes', async () => {
    const kept = await addProduct(
      page,
      KEPT,
      [
        ['Warna', 'Ungu'],
        ['Tinggi', '45 cm'],
        ['Wadah', 'Kertas kraft'],
        ['Aroma', 'Lavender'],
      ],
      [150, 120, 190],
    );
    await expect(kept.getByText('+1 lainnya')).toBeVisible();
    keptImage = (await kept.getByRole('img', { name: KEPT }).getAttribute('src')) ?? '';
    await addProduct(page, DELETED, [['Warna', 'Krem']], [230, 220, 200]);
    await expect(page.getByText('Total: 2 produk')).toBeVisible();
  });

  await test.step('edit one, replacing its image', async () => {
    await page.getByRole('button', { name: `Edit produk "${KEPT}"` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit Produk - ${KEPT}` });
    await expect(dialog.getByLabel('Nama Produk')).toHaveValue(KEPT);
    const replaced = await upload(dialog, 'Gambar Produk', 'baru.jpg', await photo(1200, 1800, [90, 140, 100]));
    expect(replaced).toMatchObject({ width: 400, height: 600 }); // portrait: 600 high
    await dialog.getByLabel('Harga').fill('199000');
    await dialog.getByRole('button', { name: 'Update Produk' }).click();
    await toast(page, 'Product updated successfully!');
    const card = page.getByRole('article', { name: KEPT });
    await expect(card.getByText('Rp 199.000')).toBeVisible();
    await expect(card.getByRole('img', { name: KEPT })).not.toHaveAttribute('src', keptImage);
  });

  await test.step('delete the other', async () => {
    await page.getByRole('button', { name: `Hapus produk "${DELETED}"` }).click();
    await expect(page.getByText(`Apakah Anda yakin ingin menghapus produk "${DELETED}"?`)).toBeVisible();
    await page.getByRole('button', { name: 'Ya, Hapus!' }).click();
    await toast(page, 'Produk bunga berhasil dihapus!');
    await expect(page.getByRole('article', { name: DELETED })).toHaveCount(0);
    await expect(page.getByText('Total: 1 produk')).toBeVisible();
  });

  await test.step('mark the category popular', async () => {
    await page.getByRole('link', { name: 'Kembali ke Kategori' }).click();
    await page.getByRole('searchbox', { name: 'Cari kategori' }).fill(CATEGORY);
    const card = page.getByRole('article', { name: CATEGORY });
    await expect(card.getByText('1 produk')).toBeVisible();
    await card.getByRole('button', { name: `Tandai "${CATEGORY}" sebagai populer` }).click();
    await toast(page, 'Kategori berhasil ditandai sebagai populer!');
    await expect(card.getByRole('button', { name: `Hapus "${CATEGORY}" dari populer` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card.getByText('Populer', { exact: true })).toBeVisible();
  });

  await test.step('the changes survive a reload', async () => {
    await page.reload();
    await page.getByRole('searchbox', { name: 'Cari kategori' }).fill(CATEGORY);
    const card = page.getByRole('article', { name: CATEGORY });
    await expect(card.getByText('Populer', { exact: true })).toBeVisible();
    await expect(card.getByText('1 produk')).toBeVisible();
  });

  await test.step('visitors see the category and product in the order wizard', async () => {
    await page.goto('/public/fleur/order');
    const category = page.getByRole('article').filter({ has: page.getByRole('heading', { name: CATEGORY }) });
    await expect(category).toBeVisible();
    await expect(category.getByText('Populer')).toBeVisible();
    await category.getByRole('button', { name: new RegExp(`Lihat Produk\\s+${CATEGORY}`) }).click();
    await expect(page.getByText(KEPT).first()).toBeVisible();
    await expect(page.getByText('Warna: Ungu').first()).toBeVisible();
    await expect(page.getByText(DELETED)).toHaveCount(0);
  });
});
