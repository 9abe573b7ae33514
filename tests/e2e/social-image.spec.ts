import { expect, test } from '@playwright/test';

/**
 * A shared product link shows a picture: Facebook, X and WhatsApp render no SVG, so a product
 * page's og:image and twitter:image are a large PNG of its first picture, as blog posts have.
 */
const size = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test('a product page names a 1200x1200 PNG as its social image, and serves it', async ({ page, request }) => {
  await page.goto('/product/131');
  const og = await page.locator('meta[property="og:image"]').getAttribute('content');
  // An absolute address on the shop's site (SITE_URL), as networks require.
  expect(og).toMatch(/^https?:\/\/[^/]+\/product\/131\/social\.png$/);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', og!);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

  const res = await request.get(new URL(og!).pathname);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  const png = await res.body();
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(size(png)).toEqual({ width: 1200, height: 1200 });
  // Made once: the next request is the same file.
  expect(await (await request.get(new URL(og!).pathname)).body()).toEqual(png);
});

test('an unknown product has no social image', async ({ request }) => {
  expect((await request.get('/product/99999/social.png')).status()).toBe(404);
});
