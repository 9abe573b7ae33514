import { expect, type Page } from '@playwright/test';

/**
 * Waits for the island named `name` (its component's file name) to have hydrated: Astro drops the
 * `ssr` mark once its component has rendered in the page. For what only the island's code does
 * (keys in the checkout's tabs), not for what the built page already offers.
 */
export async function islandHydrated(page: Page, name: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="/${name}."]:not([ssr])`)).toHaveCount(1);
}
