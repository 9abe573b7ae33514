import { afterEach, describe, expect, it, vi } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { contentPageSchema } from '../../../src/lib/schemas/content';
import { figureDifferences, parseTranslatedData } from '../../../src/lib/content/data';
import { contactDetails, faq, homePage, sizeGuideData } from '../../../src/lib/content/data-files';
import { sizeGuideIn } from '../../../src/lib/size-guide';
import { orphanTranslations, untranslatedContent } from '../../../src/loaders/content-languages';
import { contentPage } from '../../../src/lib/content/pages';
import { sizeGuideSchema } from '../../../src/lib/schemas/content';

/**
 * The editors' Arabic: content/pages/ar/{page}.mdx beside content/pages/{page}.mdx, and
 * content/data/{name}.ar.json beside {name}.json. An Arabic page shows the Arabic where there is
 * one and the English where there is not; a translation keeps the English file's figures.
 */

// Entries as the content layer gives them: id 'about-us', and 'ar/about-us' for its Arabic.
const entries = new Map<string, { id: string; filePath: string; data: Record<string, unknown> }>();
vi.mock('astro:content', () => ({
  getEntry: vi.fn(async (_collection: string, id: string) => entries.get(id)),
  render: vi.fn(async (entry: { id: string }) => ({ Content: `body of ${entry.id}` })),
}));
const page = (id: string, data: Record<string, unknown>) =>
  entries.set(id, { id, filePath: `content/pages/${id}.mdx`, data });
afterEach(() => entries.clear());

const ARABIC_LETTERS = /[\u0600-\u06FF]/;
const yaml = createRequire(import.meta.url)('js-yaml') as { load(source: string): unknown };
const frontmatter = (file: string) =>
  yaml.load(/^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))![1]!) as Record<string, unknown>;

describe('a content page in the language of the page', () => {
  it('shows its Arabic on the Arabic page, and its English on the English one', async () => {
    page('about-us', { title: 'Our Story' });
    page('ar/about-us', { title: 'حكايتنا' });
    const arabic = await contentPage('about-us', 'ar');
    expect(arabic.data.title).toBe('حكايتنا');
    expect(arabic.Content).toBe('body of ar/about-us');
    expect(arabic.locale).toBe('ar');
    const english = await contentPage('about-us', 'en');
    expect(english.data.title).toBe('Our Story');
    expect(english.locale).toBe('en');
  });

  it('shows the English, marked as English, where the page has no Arabic yet', async () => {
    page('craftsmanship', { title: 'Craftsmanship' });
    const shown = await contentPage('craftsmanship', 'ar');
    expect(shown.data.title).toBe('Craftsmanship');
    expect(shown.Content).toBe('body of craftsmanship');
    expect(shown.locale).toBe('en');
  });

  it('fails the build when the Arabic shipping table says another price than the English', async () => {
    const option = { method: 'standard', name: 'Standard Shipping', price: '10.00', time: '3-5 business days' };
    page('shipping-info', { title: 'Shipping', options: [option] });
    page('ar/shipping-info', { title: 'الشحن', options: [{ ...option, name: 'الشحن العادي', price: '15.00' }] });
    await expect(contentPage('shipping-info', 'ar')).rejects.toThrow(
      /content\/pages\/ar\/shipping-info\.mdx does not agree with content\/pages\/shipping-info\.mdx:\n\s+options\[0\]\.price: is "15\.00", the English says "10\.00"/,
    );
  });

  it('fails the build naming the English page when it is missing', async () => {
    await expect(contentPage('returns-refunds', 'ar')).rejects.toThrow('content/pages/returns-refunds.mdx is missing');
  });
});

describe("the editors' Arabic files", () => {
  const arabicPages = readdirSync('content/pages/ar').filter((f) => f.endsWith('.mdx'));

  it('has the pages a shopper reads most in Arabic', () => {
    expect(arabicPages).toEqual(expect.arrayContaining(['about-us.mdx', 'returns-refunds.mdx', 'shipping-info.mdx']));
  });

  it.each(arabicPages)('content/pages/ar/%s is Arabic, valid, and keeps the English figures', (file) => {
    const arabic = contentPageSchema.parse(frontmatter(`content/pages/ar/${file}`));
    const english = contentPageSchema.parse(frontmatter(`content/pages/${file}`));
    expect(arabic.title).toMatch(ARABIC_LETTERS);
    expect(arabic.description).toMatch(ARABIC_LETTERS);
    expect(figureDifferences(english, arabic)).toEqual([]);
  });

  it('the data files read in Arabic on an Arabic page and in English on an English one', () => {
    expect(faq('ar')[0]!.group).toBe('التسوق والطلبات');
    expect(faq('en')[0]!.group).toBe('Shopping & Orders');
    expect(homePage('ar').hero.heading).toBe('لكلِّ');
    expect(homePage('en').hero.heading).toBe('For Every');
    expect(contactDetails('ar').storeHours[2]!.hours).toBe('مغلق');
    // The figures are the English file's: the same phone, the same ring diameters.
    expect(contactDetails('ar').phone).toBe(contactDetails('en').phone);
    expect(sizeGuideData('ar').rings.rows).toEqual(sizeGuideData('en').rings.rows);
    expect(sizeGuideData('ar').necklaces.rows[0]!.name).toBe('الطوق');
    // The product page's size-guide dialog reads the same Arabic charts.
    expect(sizeGuideIn('ar')).toEqual(sizeGuideData('ar'));
    expect(sizeGuideIn('en').necklaces.rows[0]!.name).toBe('Collar');
  });

  it("refuses an Arabic data file whose figures are not the English file's", () => {
    const english = sizeGuideData('en');
    const wrong = structuredClone(english);
    wrong.rings.rows[3]!.diameterMm = 17.9;
    wrong.bracelets.rows.pop();
    expect(() =>
      parseTranslatedData('content/data/size-guide.ar.json', sizeGuideSchema, wrong, {
        file: 'content/data/size-guide.json',
        data: english,
      }),
    ).toThrow(
      /size-guide\.ar\.json does not agree with content\/data\/size-guide\.json:\n\s+rings\.rows\[3\]\.diameterMm: is 17\.9, the English says 17\.3\n\s+bracelets\.rows: has 4 entries, the English has 5/,
    );
  });

  it('lets the words differ, but not a phone number, a size range or an address on the web', () => {
    const english = {
      days: 'Saturday',
      hours: '11am - 6pm',
      phone: '+20 2 2736 4455',
      wrist: '14-15',
      url: 'https://x.eg',
    };
    expect(figureDifferences(english, { ...english, days: 'السبت', hours: 'من 11 صباحًا إلى 6 مساءً' })).toEqual([]);
    expect(
      figureDifferences(english, { ...english, phone: '+20 2 2736 4456', wrist: '14-16', url: 'https://y.eg' }),
    ).toEqual([
      'phone: is "+20 2 2736 4456", the English says "+20 2 2736 4455"',
      'wrist: is "14-16", the English says "14-15"',
      'url: is "https://y.eg", the English says "https://x.eg"',
    ]);
  });
});

describe('what lacks its Arabic', () => {
  let root = '';
  afterEach(() => root && rmSync(root, { recursive: true, force: true }));

  function folder(files: string[]) {
    root = mkdtempSync(path.join(tmpdir(), 'content-languages-'));
    for (const f of files) {
      mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
      writeFileSync(path.join(root, f), '');
    }
    return root;
  }

  it('lists each English page and data file without its Arabic, with where the Arabic belongs', () => {
    const dir = folder([
      'pages/about-us.mdx',
      'pages/ar/about-us.mdx',
      'pages/terms-of-service.mdx',
      'data/faq.json',
      'data/faq.ar.json',
      'data/contact.json',
      'data/setup-guide.json',
    ]);
    expect(untranslatedContent(dir)).toEqual([
      {
        file: path.join(dir, 'pages/terms-of-service.mdx'),
        missing: [path.join(dir, 'pages/ar/terms-of-service.mdx')],
      },
      { file: path.join(dir, 'data/contact.json'), missing: [path.join(dir, 'data/contact.ar.json')] },
    ]);
  });

  it('names a translation no page would ever show, such as a misspelt file name', () => {
    const dir = folder([
      'pages/about-us.mdx',
      'pages/ar/about-us.mdx',
      'pages/ar/abuot-us.mdx',
      'data/setup-guide.ar.json',
    ]);
    const orphans = orphanTranslations(dir);
    expect(orphans).toHaveLength(2);
    expect(orphans[0]).toContain(`${path.join(dir, 'pages/ar/abuot-us.mdx')}: there is no`);
    expect(orphans[1]).toContain(path.join(dir, 'data/setup-guide.ar.json'));
  });

  it('the real content folder has no orphan translation', () => {
    expect(orphanTranslations('content')).toEqual([]);
  });
});
