import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { z } from 'zod';
import faq from '../../../content/data/faq.json';
import contact from '../../../content/data/contact.json';
import setup from '../../../content/data/setup-guide.json';
import sizeGuideRaw from '../../../content/data/size-guide.json';
import {
  blogPostSchema,
  contactDetailsSchema,
  contentPageSchema,
  faqSchema,
  setupGuideSchema,
  sizeGuideSchema,
} from '../../../src/lib/schemas/content';
import { parseContentData } from '../../../src/lib/content/data';
import { sizeGuide } from '../../../src/lib/size-guide';
import { SHIPPING_RATES } from '../../../src/server/drivers/embedded/index';
import { SETUP_STEPS } from '../../../src/lib/constants';
import { SUPPORT_EMAIL, PHONE } from '../../../src/lib/site';

// js-yaml is Astro's own frontmatter parser (a dependency of astro, untyped), so this reads what the build reads.
const yaml = createRequire(import.meta.url)('js-yaml') as { load(source: string): unknown };
const frontmatter = (file: string) =>
  yaml.load(/^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))![1]!) as Record<string, unknown>;
// The build's image() turns a path into image metadata; here a string stands in for it.
const fakeImage = () => z.string().regex(/^\.\/covers\/[a-z0-9-]+\.svg$/) as never;

describe('content/data files match their schemas', () => {
  it('faq: four groups', () => {
    const groups = faqSchema.parse(faq);
    expect(groups.map((g) => g.group)).toEqual([
      'Shopping & Orders',
      'Products & Care',
      'Returns & Exchanges',
      'Account & Privacy',
    ]);
  });

  it('contact: store and support hours and the site-wide email and phone', () => {
    const c = contactDetailsSchema.parse(contact);
    expect(c.storeHours).toEqual([
      { days: 'Monday - Friday', hours: '10am - 7pm' },
      { days: 'Saturday', hours: '11am - 6pm' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
    expect(c.supportHours).toBe('Monday-Friday, 9 AM-5 PM EET');
    expect(c.email).toBe(SUPPORT_EMAIL);
    expect(c.phone).toBe(PHONE);
  });

  it('setup guide: five steps naming the real environment variables', () => {
    const g = setupGuideSchema.parse(setup);
    expect(g.steps).toHaveLength(SETUP_STEPS);
    const text = JSON.stringify(g.steps);
    for (const name of ['WOOCOMMERCE_URL', 'WOOCOMMERCE_CONSUMER_KEY', 'WOOCOMMERCE_CONSUMER_SECRET', 'STORE_DRIVER'])
      expect(text).toContain(name);
    // ...and those are the variables the server actually reads.
    const config = readFileSync('astro.config.mjs', 'utf8');
    for (const name of ['WOOCOMMERCE_URL', 'WOOCOMMERCE_CONSUMER_KEY', 'WOOCOMMERCE_CONSUMER_SECRET', 'STORE_DRIVER'])
      expect(config).toContain(`${name}:`);
  });

  it('size guide: the four charts, and the browser module exposes the same data', () => {
    const g = sizeGuideSchema.parse(sizeGuideRaw);
    expect(g.rings.rows.map((r) => r.us)).toEqual(['4', '5', '6', '7', '8', '9', '10']);
    expect(g.rings.rows.slice(0, 6).map((r) => `${r.diameterMm}/${r.circumferenceMm}`)).toEqual([
      '14.9/46.8',
      '15.7/49.3',
      '16.5/51.9',
      '17.3/54.4',
      '18.1/57',
      '19/59.5',
    ]);
    expect(g.bracelets.fit.map((f) => f.addCm)).toEqual([1, 1.5, 2, 2.5]);
    expect(g.necklaces.rows.map((r) => `${r.name} ${r.lengthCm}`)).toEqual([
      'Collar 30-35',
      'Choker 35-41',
      'Princess 45',
      'Matinee 50-61',
      'Opera 71-91',
      'Rope 91+',
    ]);
    expect(g.earrings.gauge.map((x) => x.mm)).toEqual([0.6, 0.8, 1, 1.2]);
    expect(sizeGuide).toEqual(g);
  });
});

describe('bad data fails naming the file and the field', () => {
  it('reports the path of the first broken field', () => {
    const broken = structuredClone(faq);
    broken[2]!.questions[0]!.a = '';
    expect(() => parseContentData('content/data/faq.json', faqSchema, broken)).toThrow(
      /content\/data\/faq\.json does not match its schema:\n {2}\[2\]\.questions\[0\]\.a: must not be empty/,
    );
  });

  it('a setup guide with four steps is refused', () => {
    const broken = { ...setup, steps: setup.steps.slice(0, 4) };
    expect(() => parseContentData('content/data/setup-guide.json', setupGuideSchema, broken)).toThrow(
      /steps: must have exactly 5 steps/,
    );
  });
});

describe('frontmatter of content/blog and content/pages', () => {
  const blogDir = 'content/blog';
  const posts = readdirSync(blogDir).filter((f) => f.endsWith('.mdx'));

  it('seven posts with unique ids, all valid, one written in Arabic', () => {
    expect(posts).toHaveLength(7);
    const parsed = posts.map((f) => blogPostSchema(fakeImage).parse(frontmatter(path.join(blogDir, f))));
    expect(new Set(parsed.map((p) => p.id)).size).toBe(7);
    // A post without `language` is English.
    expect(parsed.filter((p) => p.language === 'ar').map((p) => p.id)).toEqual([7]);
  });

  it('refuses an unknown category and a missing author with the field named', () => {
    const data = frontmatter(path.join(blogDir, posts[0]!));
    const result = blogPostSchema(fakeImage).safeParse({ ...data, category: 'Gossip', author: undefined });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toContain(
      'category: must be one of: History & Heritage, Sustainability, Product Care, Collections, Style & Trends',
    );
    expect(issues.some((i) => i.startsWith('author:'))).toBe(true);
  });

  it('refuses a date that is not YYYY-MM-DD and an unknown field', () => {
    const data = frontmatter(path.join(blogDir, posts[0]!));
    const result = blogPostSchema(fakeImage).safeParse({ ...data, date: 'Jan 5th', summary: 'typo of excerpt' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.') || i.message);
    expect(paths).toContain('date');
    expect(JSON.stringify(result.error!.issues)).toContain('summary');
  });

  it('every content page is valid and the policies carry their last-updated dates', () => {
    const pages = Object.fromEntries(
      readdirSync('content/pages')
        .filter((f) => f.endsWith('.mdx'))
        .map((f) => [f.replace('.mdx', ''), contentPageSchema.parse(frontmatter(path.join('content/pages', f)))]),
    );
    expect(Object.keys(pages).sort()).toEqual([
      'about-us',
      'craftsmanship',
      'privacy-policy',
      'returns-refunds',
      'shipping-info',
      'sustainability',
      'terms-of-service',
    ]);
    expect(pages['terms-of-service']!.lastUpdated?.toISOString().slice(0, 10)).toBe('2023-05-12');
    expect(pages['privacy-policy']!.lastUpdated?.toISOString().slice(0, 10)).toBe('2023-05-10');
    expect(pages['returns-refunds']!.lastUpdated?.toISOString().slice(0, 10)).toBe('2023-04-15');
    expect(pages['privacy-policy']!.purposes).toHaveLength(4);
  });

  it("the shipping page's options are methods the checkout offers, at the checkout's price", () => {
    const { options } = contentPageSchema.parse(frontmatter('content/pages/shipping-info.mdx'));
    expect(options?.length).toBeGreaterThan(0);
    for (const o of options!) {
      const rate = SHIPPING_RATES.find((m) => m.id === o.method);
      expect(rate, o.method).toBeDefined();
      expect(o.name).toBe(rate!.name);
      expect(o.price).toBe(rate!.price);
    }
  });
});
