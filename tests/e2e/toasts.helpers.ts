import type { Locator, Page } from '@playwright/test';

/** Every toast on screen with this text (title or description): an assertion on one fails on two. */
export function toasts(page: Page, text: string | RegExp): Locator {
  return page.locator('.toast').filter({ hasText: text });
}

/** The first toast on screen with this text (title or description). */
export function toast(page: Page, text: string | RegExp): Locator {
  return toasts(page, text).first();
}
