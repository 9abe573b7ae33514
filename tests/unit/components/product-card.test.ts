import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { Window } from 'happy-dom';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ProductCard from '../../../src/components/ProductCard.astro';
import { productSchema } from '../../../src/lib/schemas/product';
import { productRecord } from '../../../src/lib/catalogue/records';
import { GIFT_MSG, MSG } from '../../../src/lib/messages';

/**
 * A card's main action: a piece bought as it is goes to the cart from the card; one whose page
 * holds a choice (its options, the name it is made with) leads there.
 */
const sample = (slug: string, more: Record<string, unknown> = {}) =>
  productSchema.parse(
    productRecord({ ...JSON.parse(readFileSync(`content/catalogue/products/${slug}.json`, 'utf8')), ...more }),
  );
const NAME = {
  label: 'Name to engrave',
  max_length: 8,
  scripts: 'latin',
  required: true,
  price: '0.00',
  preview: 'plain',
};

async function card(product: ReturnType<typeof sample>) {
  const container = await AstroContainer.create();
  const document = new Window().document as unknown as Document;
  document.body.innerHTML = await container.renderToString(ProductCard, { props: { product } });
  return document;
}

describe('a product card', () => {
  it('a piece made with a name leads to its page, where the name is typed', async () => {
    const doc = await card(sample('carnelian-teardrop-earrings', { personalisation: NAME }));
    const link = doc.querySelector<HTMLAnchorElement>('a.btn-primary')!;
    expect(link.getAttribute('aria-label')).toBe(`${GIFT_MSG.personalise}: Carnelian Teardrop Earrings`);
    expect(link.getAttribute('href')).toBe('/product/125');
  });

  it('a piece with options and a name leads to its page to choose them', async () => {
    const doc = await card(sample('arabic-name-cartouche-necklace'));
    const link = doc.querySelector<HTMLAnchorElement>('a.btn-primary')!;
    expect(link.textContent?.trim()).toBe(MSG.chooseOptions);
    expect(link.getAttribute('href')).toBe('/product/111');
  });

  it('a piece bought as it is is added from the card', async () => {
    const doc = await card(sample('carnelian-teardrop-earrings'));
    expect(doc.querySelector('a.btn-primary')).toBeNull();
    expect(doc.querySelector('button[data-add-to-cart]')?.getAttribute('aria-label')).toBe(
      'Add to Cart: Carnelian Teardrop Earrings',
    );
  });
});
