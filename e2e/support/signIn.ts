import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The seeded owner account of the mock backend (mocks/seed). */
export const OWNER = { username: 'owner', password: 'owner123' } as const;

/** Fills and submits the login form (no check of where it lands). */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

/** Signs in as the owner and waits for the back office's first page, /app/flower. */
export async function signIn(page: Page) {
  await submitLogin(page, OWNER.username, OWNER.password);
  await expect(page).toHaveURL(/\/app\/flower$/);
}
