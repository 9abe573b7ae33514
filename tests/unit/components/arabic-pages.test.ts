import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { getContainerRenderer as reactRenderer } from '@astrojs/react/container-renderer';
import { Window } from 'happy-dom';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// The server's one language per request, and the Arabic words it reads (those of the pages' HTML too).
import '../../../src/server/i18n/locale-scope';
import { inLocale } from '../../../src/lib/i18n/current';
import type { Locale } from '../../../src/lib/i18n/locales';
import CartPage from '../../../src/pages/cart.astro';
import NotFound from '../../../src/pages/404.astro';
import ProductCard from '../../../src/components/ProductCard.astro';
import Pager from '../../../src/components/listing/Pager.astro';
import ListingFilters from '../../../src/components/listing/ListingFilters.astro';
import { runListing } from '../../../src/lib/listing/filter';
import { emptyState } from '../../../src/lib/listing/state';
import { listingTitles } from '../../../src/lib/listing/titles';
import { productSchema } from '../../../src/lib/schemas/product';
import { productRecord } from '../../../src/lib/catalogue/records';
import { CHROME_WORDS } from '../../../src/lib/chrome-messages';
import { SCREEN_WORDS } from '../../../src/lib/screen-messages';

/**
 * An Arabic page says its own words in Arabic and keeps her in Arabic: every link she follows to
 * another of the shop's pages stays under /ar/. The same page in English is unchanged.
 */
type Component = Parameters<Awaited<ReturnType<typeof AstroContainer.create>>['renderToString']>[0];

/** A page's islands render on the server as the build renders them; their scripts are not run here. */
async function shopContainer() {
  // Astro's ways of waking an island and the shop's own (integrations/island-directives.mjs), by name.
  const names = ['idle', 'load', 'media', 'only', 'visible', 'yielding', 'reach'];
  const manifest = { clientDirectives: new Map(names.map((name) => [name, '/* not run here */'])) };
  return AstroContainer.create({ manifest: manifest as never, renderers: await loadRenderers([reactRenderer()]) });
}

async function render(locale: Locale, component: Component, props: Record<string, unknown> = {}) {
  const container = await shopContainer();
  const path = locale === 'ar' ? '/ar/cart' : '/cart';
  const html = await inLocale(locale, () =>
    container.renderToString(component, { props, request: new Request(`http://shop.test${path}`) }),
  );
  const document = new Window().document as unknown as Document;
  document.documentElement.innerHTML = html.replace(/^<!DOCTYPE html>/i, '');
  return document;
}

/** The shop's own pages a link leads to: not its assets, its API, the back office or elsewhere. */
function shopLinks(document: Document): string[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
    .map((a) => a.getAttribute('href')!)
    .filter((href) => !/^\/(api|admin|wordpress-setup|_astro|rss\.xml)\b/.test(href));
}

/** Every sentence of a table of words (not its functions' sentences, which depend on their data). */
const sentences = (table: object): string[] =>
  Object.values(table).flatMap((v) => (typeof v === 'string' ? [v] : typeof v === 'object' ? sentences(v) : []));

const text = (document: Document, selector: string) => document.querySelector(selector)?.textContent?.trim();
const arabic = /[\u0600-\u06FF]/;

describe('an Arabic page', () => {
  it('the cart: none of the English words of its frame is left, in its text or its labels', async () => {
    const doc = await render('ar', CartPage);
    // The header's and the drawer's collections are named by the catalogue, not by these words.
    const collections = 'a[href^="/ar/category/"]:not([href="/ar/category/all"])';
    doc.querySelectorAll(`header ${collections}, dialog ${collections}`).forEach((a) => a.remove());
    const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
    const said: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) said.push(node.textContent!.trim());
    for (const el of doc.body.querySelectorAll('*'))
      for (const name of ['aria-label', 'placeholder', 'title', 'data-signed-in', 'data-signed-out'])
        said.push(el.getAttribute(name)?.trim() ?? '');
    const english = new Set([...sentences(CHROME_WORDS), ...sentences(SCREEN_WORDS.cart)]);
    expect(said.filter((s) => english.has(s))).toEqual([]);
    // What the check reads: the page says these, in Arabic.
    expect(said).toEqual(expect.arrayContaining(['سلة التسوق', 'تسجيل الدخول', 'حسابي', 'تصفّحي المجموعات']));
  });

  it('the cart: its heading, the header and footer in Arabic, every link under /ar/', async () => {
    const doc = await render('ar', CartPage);
    expect(text(doc, 'h1')).toBe('سلة التسوق');
    expect(doc.title).toContain('سلة التسوق');
    expect(text(doc, '.skip-link')).toBe('تخطَّي إلى المحتوى');
    expect(doc.querySelector('header .cart-link')?.getAttribute('aria-label')).toBe('السلة، 0 قطع');
    expect(doc.querySelector('footer')?.textContent).toContain('جميع الحقوق محفوظة');
    expect(doc.querySelector('a[data-account-link]')?.getAttribute('data-signed-in-href')).toBe('/ar/account');
    expect(doc.querySelector('form[role="search"]')?.getAttribute('action')).toBe('/ar/search');

    const links = shopLinks(doc);
    expect(links).toContain('/ar/shop');
    expect(links).toContain('/ar/privacy-policy');
    expect(links.filter((href) => href !== '/ar' && !href.startsWith('/ar/'))).toEqual(
      // The language switch leads to the same page in English, on purpose.
      links.filter((href) => href === '/cart'),
    );
  });

  it('the same cart page in English keeps its English words and addresses', async () => {
    const doc = await render('en', CartPage);
    expect(text(doc, 'h1')).toBe('Shopping Cart');
    expect(text(doc, '.skip-link')).toBe('Skip to content');
    expect(shopLinks(doc)).toContain('/shop');
    // Only the language switch (in the header and the drawer) leads to the Arabic page.
    expect(new Set(shopLinks(doc).filter((href) => href.startsWith('/ar/')))).toEqual(new Set(['/ar/cart']));
  });

  it('the page not found: in Arabic, its way home and back to the shop in Arabic', async () => {
    const doc = await render('ar', NotFound);
    expect(text(doc, '.not-found .lead')).toBe('ربما نُقلت الصفحة التي تبحثين عنها أو لم تعد موجودة.');
    expect(text(doc, '[data-go-back]')).toBe('العودة للخلف');
    expect(doc.querySelector('[data-go-back]')?.getAttribute('data-elsewhere')).toBe('/ar/shop');
    expect(doc.querySelector('.not-found a.btn-primary')?.getAttribute('href')).toBe('/ar/');
  });

  it('a product card: its buttons and labels in Arabic, its links to the Arabic product page', async () => {
    const product = productSchema.parse(
      productRecord(JSON.parse(readFileSync('content/catalogue/products/carnelian-teardrop-earrings.json', 'utf8'))),
    );
    const doc = await render('ar', ProductCard, { product });
    expect(text(doc, '[data-quick-view]')).toBe('نظرة سريعة');
    expect(doc.querySelector('[data-add-to-cart]')?.getAttribute('aria-label')).toMatch(/^أضيفي إلى السلة: /);
    expect(shopLinks(doc).every((href) => href === `/ar/product/${product.id}`)).toBe(true);
  });

  it('a listing’s page links in Arabic', async () => {
    const doc = await render('ar', Pager, { page: 2, lastPage: 3, href: (n: number) => `/ar/shop/${n}` });
    expect(doc.querySelector('nav')?.getAttribute('aria-label')).toBe('الصفحات');
    expect(text(doc, 'a[rel="prev"]')).toBe('السابقة');
    expect(text(doc, 'a[rel="next"]')).toBe('التالية');
    expect(doc.querySelector('a[aria-current="page"]')?.getAttribute('aria-label')).toMatch(arabic);
  });

  it('a static listing’s filters, worked out once for both languages, are named in Arabic on its Arabic page', async () => {
    // The build works out a listing's filters once, outside any page's language.
    const products = readdirSync('content/catalogue/products').map((file) =>
      productSchema.parse(productRecord(JSON.parse(readFileSync(`content/catalogue/products/${file}`, 'utf8')))),
    );
    const { groups } = runListing(products, emptyState());
    const doc = await render('ar', ListingFilters, { action: '/ar/shop', groups, state: emptyState(), sort: 'latest' });
    const names = [...doc.querySelectorAll('summary')].map((el) => el.textContent?.trim());
    expect(names).toEqual(expect.arrayContaining(['المعدن', 'السعر', 'التوفر']));
    const options = [...doc.querySelectorAll('fieldset label span:first-of-type')].map((el) => el.textContent?.trim());
    expect(options).toContain('متوفرة');
    expect(options.some((o) => o?.startsWith('أقل من'))).toBe(true);
    expect([...doc.querySelectorAll('option')].map((o) => o.textContent?.trim())).toContain('الأحدث');
  });

  it('a listing’s title and description in Arabic, and in English on the English page', () => {
    expect(inLocale('ar', () => listingTitles({ base: '/shop' })).heading).toBe('تسوّقي كل الحُليّ');
    expect(inLocale('ar', () => listingTitles({ base: '/category/all' })).title).toBe('كل الحُليّ');
    expect(inLocale('en', () => listingTitles({ base: '/shop' })).heading).toBe('Shop All Jewelry');
    // A category's own name and description are the catalogue's; without one, the shop's words.
    const rings = { base: '/category/rings', category: 'rings', name: 'Rings' };
    expect(inLocale('en', () => listingTitles(rings)).description).toBe(
      'Handcrafted Egyptian rings in silver, gold and natural stones.',
    );
    expect(inLocale('ar', () => listingTitles(rings)).description).toMatch(/^Rings مصرية مصنوعة يدويًا/);
    expect(inLocale('ar', () => listingTitles({ ...rings, description: 'Our rings.' })).description).toBe('Our rings.');
  });
});
