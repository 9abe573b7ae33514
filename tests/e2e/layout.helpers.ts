import { expect, type Locator, type Page } from '@playwright/test';

/** Phone widths the shop is checked at, with a typical height each. */
export const PHONES = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 414, height: 736 },
] as const;

/**
 * What covers the middle and the lower edge of an element, as a shopper's finger would hit it:
 * null when the element itself (or its content) is on top at both points.
 */
export async function coveredBy(target: Locator): Promise<string | null> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    for (const [x, y] of [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + r.width / 2, r.bottom - 3],
    ] as const) {
      const hit = document.elementFromPoint(x, Math.min(y, innerHeight - 1));
      if (hit && !el.contains(hit) && !hit.contains(el))
        return `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}: ${(hit.textContent ?? '').trim().slice(0, 40)}`;
    }
    return null;
  });
}

/** Scrolls by hand (no scroll-padding help) until the element's lower edge just reaches the bottom of the window. */
export async function scrollUntilJustVisible(page: Page, target: Locator): Promise<void> {
  await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    window.scrollBy({ top: r.bottom - innerHeight + 2, behavior: 'instant' });
  });
}

/** An element visible on screen and not hidden under a fixed bar or a toast. */
export async function expectUncovered(target: Locator): Promise<void> {
  await expect(target).toBeInViewport();
  await expect.poll(() => coveredBy(target), { message: 'something covers it' }).toBeNull();
}

/**
 * Words of the element's text that the layout broke across two lines ("Processin / g"), and,
 * for amounts, whole amounts split over lines ("EGP / 1,180.00"). Empty when every word and
 * every amount sits on one line.
 */
export async function brokenWords(target: Locator): Promise<string[]> {
  return target.evaluate((root) => {
    const broken: string[] = [];
    const lines = (range: Range) =>
      new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/EGP\s[\d,]+\.\d{2}|[\p{L}\p{N}]+/gu)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        if (lines(range) > 1) broken.push(m[0]);
      }
    }
    return broken;
  });
}
