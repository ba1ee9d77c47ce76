import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/signIn';

/**
 * General parameters end to end, in the production build: staff
 * change the primary phone (003) and the Instagram link (011); the public
 * footer and the chat button use them on /public/home at once and after a
 * reload. Leaving an edited form asks first: stay, then discard.
 */

const NEW_PHONE = '0811-2222-3333';
const NEW_INSTAGRAM = 'https://www.instagram.com/fleurflorist.e2e';

/** From the list: search the code, open its edit form, replace the description and save. */
async function editDescription(page: Page, code: string, name: string, value: string) {
  await page.getByRole('searchbox', { name: 'Cari parameter' }).fill(code);
  await expect(page).toHaveURL(new RegExp(`\\?q=${code}$`));
  await page.getByRole('link', { name: `Ubah parameter ${code} ${name}` }).click();
  await expect(page.getByText(`Mengubah parameter ${code} "${name}"`)).toBeVisible();
  const description = page.getByRole('textbox', { name: /Deskripsi/ });
  await expect(description).not.toHaveValue('');
  await description.fill(value);
  await page.getByRole('button', { name: 'Perbarui' }).click();
  await expect(page.locator('.app-toast').filter({ hasText: 'Parameter berhasil diperbarui' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/app\/general$/);
}

async function expectPublicSide(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', 'tel:081122223333');
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', NEW_INSTAGRAM);
  await expect(page.getByRole('link', { name: 'Chat Kami lewat WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/6281122223333\?text=/,
  );
}

test('staff change the phone and the Instagram link, and visitors see them @both', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'General Parameter' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'General Parameter' })).toBeVisible();
  await expect(page.getByText('Menampilkan 1 sampai 10 dari 31 parameter')).toBeVisible();

  await test.step('change the primary phone (003)', async () => {
    await editDescription(page, '003', 'Nomer Telfon', NEW_PHONE);
    // The back office's own chat button follows without a reload.
    await expect(page.getByRole('link', { name: 'Chat Kami lewat WhatsApp' })).toHaveAttribute(
      'href',
      /wa\.me\/6281122223333/,
    );
  });

  await test.step('a hostile link is refused before saving', async () => {
    await page.getByRole('searchbox', { name: 'Cari parameter' }).fill('011');
    await page.getByRole('link', { name: 'Ubah parameter 011 Instagram' }).click();
    await page.getByRole('textbox', { name: /Deskripsi/ }).fill('javascript:alert(document.cookie)');
    await expect(page.getByText(/Tautan harus berupa alamat lengkap yang diawali https:\/\//)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Perbarui' })).toBeDisabled();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page
      .getByRole('navigation', { name: 'Navigasi halaman' })
      .getByRole('link', { name: 'General Parameter' })
      .click();
    await expect(page).toHaveURL(/\/app\/general$/);
  });

  await test.step('change the Instagram link (011)', async () => {
    await editDescription(page, '011', 'Instagram', NEW_INSTAGRAM);
  });

  await test.step('the public home uses them without a reload', async () => {
    await page
      .getByRole('link', { name: /Halaman Public|^Public$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/public\/home$/);
    await expectPublicSide(page);
  });

  await test.step('and after a reload', async () => {
    await page.reload();
    await expectPublicSide(page);
  });
});

test('leaving an edited parameter asks first: stay, then discard', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'General Parameter' }).first().click();
  await page.getByRole('searchbox', { name: 'Cari parameter' }).fill('007');
  await page.getByRole('link', { name: 'Ubah parameter 007 Alamat' }).click();
  const description = page.getByRole('textbox', { name: /Deskripsi/ });
  await expect(description).toHaveValue(/Jl\. Kemang Raya/);
  const original = await description.inputValue();
  await description.fill('Jl. Sementara No. 1');
  await expect(page.getByText('Ada perubahan yang belum disimpan.')).toBeVisible();
  const discardDialog = page.getByRole('dialog', { name: 'Buang perubahan?' });

  await test.step('a link asks; staying keeps what was typed', async () => {
    await page.getByRole('link', { name: 'Galery Foto' }).first().click();
    await expect(discardDialog).toBeVisible();
    await discardDialog.getByRole('button', { name: 'Tetap di sini' }).click();
    await expect(discardDialog).toBeHidden();
    await expect(page).toHaveURL(/\/app\/general\/edit\/7$/);
    await expect(description).toHaveValue('Jl. Sementara No. 1');
  });

  await test.step('the back button asks too', async () => {
    await page.goBack();
    await expect(discardDialog).toBeVisible();
    await discardDialog.getByRole('button', { name: 'Tetap di sini' }).click();
    await expect(discardDialog).toBeHidden();
    await expect(page).toHaveURL(/\/app\/general\/edit\/7$/);
  });

  await test.step("closing the tab asks the browser's own question", async () => {
    const question = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await question;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect(description).toHaveValue('Jl. Sementara No. 1');
  });

  await test.step('Cancel asks; discarding leaves without saving', async () => {
    await page.getByRole('button', { name: 'Batal' }).click();
    await discardDialog.getByRole('button', { name: 'Ya, buang perubahan' }).click();
    await expect(page).toHaveURL(/\/app\/general(\?q=007)?$/);
    await page.getByRole('searchbox', { name: 'Cari parameter' }).fill('007');
    await expect(page.getByRole('table').getByText(original)).toBeVisible();
  });
});
