import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Opens the public header's menu on a phone and waits until it has finished
 * opening, as a visitor sees it. While Bootstrap's collapse animates its
 * height (`.collapsing`, 0.35 s) the links lower down are still clipped, and a
 * click that lands there in that moment reaches the page beneath instead (a
 * click on "Pesan Sekarang" right after the toggle stayed on the home).
 */
export async function openPublicMenu(page: Page, label = 'Buka menu') {
  const header = page.locator('header.public-header');
  await header.getByRole('button', { name: label }).click();
  await expect(header.locator('#public-nav')).toHaveClass(/(^|\s)show(\s|$)/);
}
