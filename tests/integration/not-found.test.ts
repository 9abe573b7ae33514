import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, startServer, type RunningServer } from './server';

/**
 * An address the shop has no page at answers 404 with the page not found in the address's
 * language: the Arabic one under /ar/, its links back into the Arabic shop; the English elsewhere.
 */
let server: RunningServer;

beforeAll(async () => {
  ensureBuilt();
  server = await startServer();
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

async function page(path: string) {
  const r = await fetch(`${server.url}${path}`);
  return { status: r.status, html: await r.text() };
}

describe('the page not found, in the language of the address', () => {
  it.each(['/ar/no/such/page', '/ar/product/99999'])(
    '%s: in Arabic, right to left, its way back in Arabic',
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(404);
      expect(html).toContain('<html lang="ar-EG" dir="rtl">');
      expect(html).toContain('ربما نُقلت الصفحة التي تبحثين عنها أو لم تعد موجودة.');
      expect(html).toContain('data-elsewhere="/ar/shop"');
    },
  );

  it('an English address keeps the English page', async () => {
    const { status, html } = await page('/no/such/page');
    expect(status).toBe(404);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('The page you are looking for may have moved or no longer exists.');
    expect(html).toContain('data-elsewhere="/shop"');
  });
});
