import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type * as z from 'zod/mini';
import {
  CART,
  fits,
  REVIEW,
  storedViewedList,
  storedWishlist,
  VIEWED_PRODUCT,
  WISHLIST_ITEM,
  type Field,
  type Shape,
} from '../../../src/lib/api/shapes';
import { cartSchema } from '../../../src/lib/schemas/cart';
import { viewedProductSchema } from '../../../src/lib/schemas/product';
import { reviewSchema } from '../../../src/lib/schemas/review';
import { wishlistItemSchema, wishlistLocalCopySchema } from '../../../src/lib/schemas/wishlist';
import { storeCartSchema } from '../../../src/server/drivers/woocommerce/schemas/store-api';
import { wooReviewSchema } from '../../../src/server/drivers/woocommerce/schemas/catalogue';
import { reshapeReview } from '../../../src/server/drivers/woocommerce/reshape/reviews';
import { reshapeStoreCart } from '../../../src/server/drivers/woocommerce/reshape/cart';
import { product, tempBackend } from '../server/fixtures';

/**
 * The browser reads its own API's answers (and its stored copies) with the light shapes of
 * src/lib/api/shapes.ts, while the server and the forms use each entity's zod schema. Held to each
 * other on answers the shop really gives: the embedded store's, the WooCommerce driver's from the
 * recorded Store API carts and reviews, and the sample catalogue's live prices. On every one both
 * accept it; with any key of the shape taken away both refuse it (or both accept it, for a key the
 * schema leaves optional or fills in), and with any key of the wrong kind both refuse it. The shape
 * is looser about values only (a positive id, one of the stock statuses), which our server writes.
 */
const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures');
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;

/** Every way to spoil an answer along the shape: [what was done, the spoiled answer]. */
function spoiled(value: unknown, field: Field, at = ''): Array<[string, unknown]> {
  if (typeof field === 'string' || value === null || typeof value !== 'object') return [];
  if (Array.isArray(field)) {
    if (!Array.isArray(value) || value.length === 0) return [];
    return spoiled(value[0], field[0] as Field, `${at}[0]`).map(([what, first]) => [what, [first, ...value.slice(1)]]);
  }
  const record = value as Record<string, unknown>;
  return Object.entries(field as Shape).flatMap(([name, inner]) => {
    const key = name.replace(/\?$/, '');
    if (!(key in record) || record[key] == null) return [];
    const { [key]: kept, ...without } = record;
    const wrong = typeof inner === 'string' ? {} : 'text';
    return [
      [`${at}.${key} missing`, without],
      [`${at}.${key} of the wrong kind`, { ...record, [key]: wrong }],
      ...spoiled(kept, inner, `${at}.${key}`).map(([what, inner2]): [string, unknown] => [
        what,
        { ...record, [key]: inner2 },
      ]),
    ];
  });
}

function agree(schema: z.ZodMiniType, shape: Field, answers: unknown[]) {
  expect(answers.length).toBeGreaterThan(0);
  for (const answer of answers) {
    expect(schema.safeParse(answer).success, JSON.stringify(answer)).toBe(true);
    expect(fits(answer, shape), JSON.stringify(answer)).toBe(true);
    const cases = spoiled(answer, shape);
    expect(cases.length).toBeGreaterThan(0);
    for (const [what, bad] of cases) expect(fits(bad, shape), what).toBe(schema.safeParse(bad).success);
  }
  for (const notOne of [null, 'answer', 42, [], [answer0(answers)]]) {
    expect(fits(notOne, shape)).toBe(false);
    expect(schema.safeParse(notOne).success).toBe(false);
  }
}
const answer0 = (answers: unknown[]) => answers[0];

describe('the browser checks what it reads by shape, in agreement with the schemas', () => {
  it('carts: the embedded store’s (empty, lines, a cut add) and the WooCommerce driver’s from recorded Store API carts', async () => {
    const store = tempBackend([
      product(1),
      product(2, { price: '250.50', regular_price: '250.50', stock_quantity: 1 }),
    ]);
    const shopper = { cartToken: 'tok-aaaaaaaaaaaaaaaaaaaaaaaa', userId: null };
    const answers: unknown[] = [await store.getCart(shopper)];
    answers.push(await store.addToCart(shopper, 1, 2));
    answers.push(await store.addToCart(shopper, 2, 3));
    const recorded = readdirSync(path.join(FIXTURES, 'woocommerce-real'))
      .filter((f) => /^store-cart.*\.json$/.test(f))
      .map((f) => storeCartSchema.safeParse(json(path.join(FIXTURES, 'woocommerce-real', f))))
      .filter((r) => r.success)
      .map((r) => reshapeStoreCart(r.data));
    expect(recorded.filter((c) => c.items.some((i) => i.choices.length > 0)).length).toBeGreaterThan(0);
    // Through JSON, as the browser receives them.
    agree(
      cartSchema,
      CART,
      [...answers, ...recorded].map((c) => JSON.parse(JSON.stringify(c))),
    );
  });

  it("reviews: the WooCommerce driver's from the recorded answers", () => {
    const reviews = (json(path.join(FIXTURES, 'woocommerce', 'v3-product-reviews.json')) as unknown[])
      .map((r) => reshapeReview(wooReviewSchema.parse(r)))
      .filter((r) => r !== null);
    agree(reviewSchema, REVIEW, reviews);
  });

  it("wishlist items: the embedded store's", async () => {
    const store = tempBackend();
    const items = await store.addToWishlist({ cartToken: 'tok-bbbbbbbbbbbbbbbbbbbbbbbb', userId: null }, 1);
    agree(wishlistItemSchema, WISHLIST_ITEM, JSON.parse(JSON.stringify(items)));
  });

  it('the stored copies: the wishlist (format 1 only) and recently viewed', () => {
    const item = {
      id: 3,
      product_id: 101,
      name: 'Scarab Ring',
      price: '1250.00',
      image: '/ring.svg',
      date_added: '2026-05-01T10:00:00',
      has_options: false,
    };
    const copy = { v: 1, items: [item], pending: [7] };
    expect(storedWishlist(copy)).toEqual(copy);
    expect(wishlistLocalCopySchema.safeParse(copy).success).toBe(true);
    for (const bad of [
      { ...copy, v: 2 },
      { ...copy, pending: ['7'] },
      { ...copy, items: [{ ...item, name: 3 }] },
    ]) {
      expect(storedWishlist(bad)).toBeNull();
      expect(wishlistLocalCopySchema.safeParse(bad).success).toBe(false);
    }
    const viewed = {
      id: 101,
      name: 'Golden Lotus Necklace',
      price: '690.00',
      regular_price: '690.00',
      on_sale: false,
      image: '/_astro/lotus.webp',
      alt: 'The lotus pendant',
    };
    agree(viewedProductSchema, VIEWED_PRODUCT, [viewed]);
    expect(storedViewedList([viewed, viewed])).toHaveLength(2);
    expect(storedViewedList([viewed, { ...viewed, on_sale: 'no' }])).toBeNull();
  });
});
