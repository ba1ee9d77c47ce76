import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, uniqueSuffix } from './fixtures';
import { signIn } from './support/signIn';

/**
 * Gallery management end to end, on the production build: upload a
 * 12-megapixel photo (resized in the worker to fit 1920 × 1080) and save it,
 * drag it to the top, see it first on the public home (and in the lightbox),
 * deactivate it and see it gone from the home, then delete it.
 */

const TITLE = `Buket Lili E2E ${uniqueSuffix().slice(0, 5)}`;

/** A 4000 × 3000 JPEG (12 MP) of one colour with a darker band. */
function photo12mp(): Promise<Buffer> {
  const band = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><rect y="1000" width="4000" height="1000" fill="rgba(0,0,0,0.25)"/></svg>',
  );
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 236, g: 190, b: 200 } } })
    .composite([{ input: band }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function toast(page: Page, text: string) {
  await expect(page.locator('.app-toast').filter({ hasText: text }).first()).toBeVisible();
}

async function openList(page: Page) {
  await page.goto('/app/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Manajemen Galeri Bunga' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
}

/** Drags `from` (a handle) onto `to` with small mouse steps, as a person would. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 15 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

async function homeGalleryTitles(page: Page): Promise<string[]> {
  await page.goto('/public/home');
  const section = page.getByRole('region', { name: 'Karya Terbaru Kami' });
  await expect(section.getByRole('figure').first()).toBeVisible();
  const more = section.getByRole('button', { name: 'Muat Lebih Banyak' });
  while (await more.isVisible()) {
    const count = await section.getByRole('figure').count();
    await more.click();
    await expect.poll(() => section.getByRole('figure').count()).toBeGreaterThan(count);
  }
  return section.getByRole('figure').locator('.gallery-tile__title').allTextContents();
}

test('staff add, reorder, deactivate and delete a gallery photo and visitors see it on the home @both', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await signIn(page);
  await openList(page);

  await test.step('upload a 12-megapixel photo: resized to fit 1920 × 1080 in the worker, then saved', async () => {
    await page.getByRole('link', { name: 'Tambah Foto' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tambah Foto Galeri' })).toBeVisible();
    await page
      .getByLabel('Gambar', { exact: true })
      .and(page.locator('input[type=file]'))
      .setInputFiles({ name: 'lili.jpg', mimeType: 'image/jpeg', buffer: await photo12mp() });
    const preview = page.getByRole('img', { name: 'Pratinjau foto baru' });
    await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    const size = await preview.evaluate((img: HTMLImageElement) =>
      img.decode().then(() => ({ width: img.naturalWidth, height: img.naturalHeight })),
    );
    expect(size).toEqual({ width: 1440, height: 1080 });
    await expect(page.getByText(/Siap diunggah: 1440 × 1080 px/)).toBeVisible();
    expect(
      workers.some((url) => /resizeWorker/.test(url)),
      `workers: ${workers.join(', ')}`,
    ).toBe(true);

    await page.getByRole('textbox', { name: /Judul/ }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Deskripsi' }).fill('Lili putih dan eucalyptus untuk ucapan selamat.');
    await expect(page.getByRole('spinbutton', { name: 'Urutan Tampil' })).toHaveValue('0');
    await expect(page.getByRole('switch', { name: 'Aktif' })).toBeChecked();
    await page.getByRole('button', { name: 'Simpan Foto' }).click();
    await toast(page, 'Foto galeri berhasil disimpan');
    await expect(page).toHaveURL(/\/app\/gallery$/);
    // Display order 0 sorts it after the other photo numbered 0 (by id): second on page 1.
    await expect(page.getByRole('article').nth(1)).toHaveAccessibleName(TITLE);
  });

  await test.step('drag it to the top; the order survives a reload', async () => {
    const cards = page.getByRole('article');
    const first = await cards.first().getAttribute('aria-label');
    await drag(page, page.getByRole('button', { name: `Seret untuk mengubah urutan "${TITLE}"` }), cards.first());
    await toast(page, 'Urutan foto diperbarui');
    await expect(cards.first()).toHaveAccessibleName(TITLE);
    await expect(cards.nth(1)).toHaveAccessibleName(first!);
    await page.reload();
    await expect(page.getByRole('article').first()).toHaveAccessibleName(TITLE);
    await expect(page.getByRole('article').first().getByText('Urutan 0')).toBeVisible();
  });

  await test.step('visitors see it first on the home, and large in the lightbox', async () => {
    const titles = await homeGalleryTitles(page);
    expect(titles[0]).toBe(TITLE);
    await page.getByRole('button', { name: `Perbesar foto ${TITLE}` }).click();
    const viewer = page.getByRole('dialog', { name: TITLE });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('Lili putih dan eucalyptus untuk ucapan selamat.')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog')).not.toHaveAccessibleName(TITLE);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('deactivate it: gone from the home', async () => {
    await openList(page);
    const card = page.getByRole('article', { name: TITLE });
    await card.getByRole('button', { name: `Nonaktifkan "${TITLE}"` }).click();
    await toast(page, 'Image deactivated successfully');
    await expect(card.getByText('Tidak Aktif')).toBeVisible();
    const titles = await homeGalleryTitles(page);
    expect(titles.length).toBeGreaterThan(6);
    expect(titles).not.toContain(TITLE);
  });

  await test.step('delete it', async () => {
    await openList(page);
    const card = page.getByRole('article', { name: TITLE });
    await card.getByRole('button', { name: `Hapus "${TITLE}"` }).click();
    await expect(page.getByRole('heading', { name: 'Delete Image?' })).toBeVisible();
    await page.getByRole('button', { name: 'Ya, hapus' }).click();
    await expect(page.getByRole('heading', { name: 'Deleted!' })).toBeVisible();
    await expect(page.getByRole('article', { name: TITLE })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article', { name: TITLE })).toHaveCount(0);
  });
});
