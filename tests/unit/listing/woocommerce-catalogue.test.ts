import { describe, expect, it } from 'vitest';
import { productSchema } from '../../../src/lib/schemas/product';
import { wooCatalogueSource } from '../../../src/loaders/catalogue/woocommerce-source';
import { loadCatalogue, toCatalogueProduct } from '../../../src/lib/search/catalogue';
import { runSearch } from '../../../src/server/search';
import { emptyState, parseListingState } from '../../../src/lib/listing/state';
import { toSuggestions } from '../../../src/lib/search/suggestions';
import { realFixture, startFakeWoo } from '../../fixtures/woocommerce-fake-server';
import { KEYS } from '../woocommerce/helpers';

/**
 * The build reads the catalogue from WooCommerce when it is configured; search, filters and
 * suggestions then work from those products exactly as from the sample catalogue.
 */
describe('search over a catalogue read from WooCommerce', () => {
  it('finds, filters and suggests the store’s products, pictures from the store', async () => {
    const woo = await startFakeWoo();
    try {
      woo.route('GET /wp-json/wc/v3/products', () => ({
        headers: { 'X-WP-Total': '6', 'X-WP-TotalPages': '1' },
        body: realFixture('v3-products.json'),
      }));
      const source = wooCatalogueSource(
        {
          WOOCOMMERCE_URL: woo.url,
          WOOCOMMERCE_CONSUMER_KEY: KEYS.consumerKey,
          WOOCOMMERCE_CONSUMER_SECRET: KEYS.consumerSecret,
        },
        { log: () => {} },
      );
      const products = (await source!.products()).map((r) => toCatalogueProduct(productSchema.parse(r.data)));
      const data = loadCatalogue({ categories: [], products, posts: [] });

      const typo = runSearch(data, { withCategory: true }, { ...emptyState(), q: 'scarb' });
      expect(typo.items.map((p) => p.name)).toEqual(['Scarab Silver Ring']);
      expect(typo.corrections).toEqual([{ typed: 'scarb', read: 'scarab' }]);

      const rings = runSearch(data, { withCategory: true }, parseListingState(new URLSearchParams('q=rings&stock=in')));
      // The scarab ring is out of stock in the store.
      expect(rings.items.map((p) => p.name)).toEqual(['Carnelian Cocktail Ring']);
      expect(rings.groups.find((g) => g.key === 'stock')!.options).toEqual([
        { value: 'in', label: 'In stock', count: 1, selected: true },
      ]);
      expect(rings.groups.find((g) => g.key === 'category')!.options.map((o) => o.label)).toEqual(['Rings']);

      const suggestions = toSuggestions('scarb', typo.total, typo.items, [], ['scarab']);
      expect(suggestions.products[0]!.image.src).toMatch(/^https:\/\/.*img-scarab-silver-ring\.png$/);
      expect(suggestions.products[0]!.url).toBe('/product/18');
    } finally {
      await woo.close();
    }
  });
});
