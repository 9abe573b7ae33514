import { expect, type Page } from '@playwright/test';
import { MSG } from '../../src/lib/messages';

/** The cart drawer (src/islands/cart/CartDrawer.tsx), open. */
export const cartDrawer = (page: Page) => page.getByRole('dialog', { name: /^Your cart/ });

/** What the drawer says happened: its status line, under the lines (whose quantities are status outputs too). */
export const drawerNotice = (page: Page) => cartDrawer(page).getByRole('status').last();

/**
 * After a successful Add to Cart: the cart drawer opens and says what was added (`says`, by
 * default 'Added to cart'); then it is closed with Escape, so the page is the shopper's again.
 */
export async function addedToCart(page: Page, says: string | RegExp = MSG.addedToCart): Promise<void> {
  const drawer = cartDrawer(page);
  await expect(drawerNotice(page)).toContainText(says);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}
