import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A catalogue of a few products with zone-less and zoned dates, as the content layer hands them over.
const products = [
  {
    id: 1,
    status: 'publish',
    catalog_visibility: 'visible',
    date_created: '2026-01-02T10:00:00',
    categories: [{ id: 10 }],
  },
  {
    id: 2,
    status: 'publish',
    catalog_visibility: 'visible',
    date_created: '2026-03-01T10:00:00Z',
    categories: [{ id: 11 }],
  },
  {
    id: 3,
    status: 'draft',
    catalog_visibility: 'visible',
    date_created: '2026-04-01T10:00:00Z',
    categories: [{ id: 12 }],
  },
  {
    id: 4,
    status: 'publish',
    catalog_visibility: 'hidden',
    date_created: '2026-05-01T10:00:00Z',
    categories: [{ id: 12 }],
  },
  {
    id: 5,
    status: 'publish',
    catalog_visibility: 'visible',
    date_created: '2026-02-01 09:00:00',
    categories: [{ id: 10 }],
  },
];
const categories = [
  { id: 12, name: 'Rings' },
  { id: 10, name: 'Necklaces' },
  { id: 11, name: 'Earrings' },
];
const getCollection = vi.fn(async (name: string) =>
  (name === 'products' ? products : categories).map((data) => ({ data })),
);
vi.mock('astro:content', () => ({ getCollection, getEntry: vi.fn() }));

describe('catalogue reads at build time', () => {
  beforeEach(() => {
    vi.resetModules();
    getCollection.mockClear();
    // A build, not the dev server.
    vi.stubEnv('DEV', false);
    vi.stubEnv('PROD', true);
  });
  afterEach(() => vi.unstubAllEnvs());

  it('lists published, visible products newest first, and only categories that hold one', async () => {
    const { allProducts, allCategories } = await import('../../../src/lib/catalogue');
    expect((await allProducts()).map((p) => p.id)).toEqual([2, 5, 1]);
    expect((await allCategories()).map((c) => c.name)).toEqual(['Necklaces', 'Earrings']);
  });

  // Every page's header asks for the categories: read per page, a 10,000-product build read and
  // sorted the whole catalogue 10,000 times (180 s instead of under a minute).
  it('reads the catalogue once however many pages ask for it', async () => {
    const { allProducts, allCategories } = await import('../../../src/lib/catalogue');
    const pages = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? allProducts() : allCategories())));
    expect(pages).toHaveLength(200);
    expect(getCollection.mock.calls.filter(([name]) => name === 'products')).toHaveLength(1);
    expect(getCollection.mock.calls.filter(([name]) => name === 'categories')).toHaveLength(1);
  });

  it('reads afresh on the dev server, where an editor changes the catalogue under it', async () => {
    vi.stubEnv('DEV', true);
    vi.stubEnv('PROD', false);
    const { allProducts } = await import('../../../src/lib/catalogue');
    await allProducts();
    await allProducts();
    expect(getCollection.mock.calls.filter(([name]) => name === 'products')).toHaveLength(2);
  });

  it('hands out a list no page can change for the next one', async () => {
    const { allProducts } = await import('../../../src/lib/catalogue');
    const list = (await allProducts()) as unknown as number[];
    expect(() => list.push(0)).toThrow(TypeError);
    expect((await allProducts()).map((p) => p.id)).toEqual([2, 5, 1]);
  });

  it('tries again after a failed read instead of keeping the failure for every page', async () => {
    getCollection.mockRejectedValueOnce(new Error('content layer not ready'));
    const { allProducts } = await import('../../../src/lib/catalogue');
    await expect(allProducts()).rejects.toThrow('content layer not ready');
    expect((await allProducts()).map((p) => p.id)).toEqual([2, 5, 1]);
  });
});
