import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { cartSchema } from '../../../src/lib/schemas/cart';
import { addItemBodySchema } from '../../../src/lib/schemas/cart-requests';
import { checkedBy } from '../../../src/lib/api/answer-check';
import { cartSchema as cartCheck } from '../../../src/lib/api/answer-schemas/cart';
import { storeStatusSchema as storeStatusCheck } from '../../../src/lib/api/answer-schemas/store-status';
import { connectionTestSchema as connectionTestCheck } from '../../../src/lib/api/answer-schemas/connection-test';
import { gatewaysSchema as gatewaysCheck } from '../../../src/lib/api/answer-schemas/gateways';
import { shippingQuoteSchema as shippingQuoteCheck } from '../../../src/lib/api/answer-schemas/shipping-quote';
import { orderPlacedSchema as orderPlacedCheck } from '../../../src/lib/api/answer-schemas/order-placed';
import { connectionTestSchema, storeStatusSchema } from '../../../src/lib/schemas/status';
import { createOrderResultSchema, gatewaysAnswer, trackOrderBodySchema } from '../../../src/lib/schemas/order';
import { shippingQuoteSchema } from '../../../src/lib/schemas/shipping';
import { reviewSubmissionSchema } from '../../../src/lib/schemas/review';
import { FIELD_MSG, MSG } from '../../../src/lib/messages';
import { MAX_LINE_QUANTITY } from '../../../src/lib/constants';

/**
 * The answers the browser reads, judged by each entity's one schema (zod/mini, as the server
 * writes them) and by the browser's check of them, that schema written out as JSON Schema
 * (src/lib/api/answer-check.ts): on every case both accept it or both refuse it, and both fill in
 * the same defaults.
 */
const item = {
  key: 'a1b2',
  id: 101,
  name: 'Scarab Ring',
  price: '1250.00',
  quantity: 2,
  max_quantity: 5,
  totals: { subtotal: '2500.00', total: '2500.00', tax: '0.00', subtotal_tax: '0.00' },
  featured_image: '/_astro/ring.svg',
};
const cart = {
  items: [item],
  item_count: 2,
  totals: { subtotal: '2500.00', total: '2500.00', total_tax: '0.00' },
  notices: [],
};

/** The JSON Schema each zod schema is checked as in the browser. */
const BROWSER = new Map<unknown, object>([
  [cartSchema, cartCheck],
  [storeStatusSchema, storeStatusCheck],
  [connectionTestSchema, connectionTestCheck],
  [gatewaysAnswer, gatewaysCheck],
  [shippingQuoteSchema, shippingQuoteCheck],
  [createOrderResultSchema, orderPlacedCheck],
]);

/** Whether zod accepts `v`, after holding the browser's check to the same verdict and the same value. */
function accepts(schema: z.ZodMiniType, v: unknown): boolean {
  const zod = schema.safeParse(v);
  const json = BROWSER.get(schema);
  if (json) {
    let browser: unknown;
    let ok = true;
    try {
      browser = checkedBy(json).parse(v);
    } catch {
      ok = false;
    }
    expect(ok, `the browser's check of ${JSON.stringify(v)}`).toBe(zod.success);
    if (ok) expect(browser).toEqual(zod.data);
  }
  return zod.success;
}

describe('cart answers', () => {
  const cases: Array<[string, unknown, boolean]> = [
    ['a full cart', cart, true],
    [
      'an empty cart',
      { items: [], item_count: 0, totals: { subtotal: '0.00', total: '0.00', total_tax: '0.00' } },
      true,
    ],
    [
      'optional fields present',
      { ...cart, items: [{ ...item, regular_price: '1300.00', max_quantity: null, permalink: '/product/101' }] },
      true,
    ],
    ['an id of 0', { ...cart, items: [{ ...item, id: 0 }] }, false],
    ['a quantity as text', { ...cart, items: [{ ...item, quantity: '2' }] }, false],
    ['a price as a number', { ...cart, items: [{ ...item, price: 1250 }] }, false],
    ['line totals missing', { ...cart, items: [{ ...item, totals: undefined }] }, false],
    ['a negative item count', { ...cart, item_count: -1 }, false],
    ['cart totals missing', { ...cart, totals: undefined }, false],
    ['notices not text', { ...cart, notices: [1] }, false],
    ['not an object', 'cart', false],
    ['null', null, false],
  ];
  it.each(cases)('%s', (_, answer, ok) => {
    expect(accepts(cartSchema, answer)).toBe(ok);
  });

  it('fills in missing notices', () => {
    const { notices, ...rest } = cart;
    expect(notices).toEqual([]);
    expect(cartSchema.parse(rest).notices).toEqual([]);
    expect(checkedBy<{ notices: string[] }>(cartCheck).parse(rest).notices).toEqual([]);
  });
});

describe('status answers', () => {
  it('accept the documented answers', () => {
    const status = { driver: 'embedded', woocommerce: { requested: false, configured: false, missing: [] } };
    // A server of an older build reports no catalogue.
    expect(storeStatusSchema.parse(status)).toEqual({ ...status, catalogue: null });
    const catalogue = {
      source: 'WooCommerce',
      read: 29,
      shown: 26,
      hidden: 1,
      left_out: [{ id: 90, name: 'Scarab Charm Bracelet', reason: 'it has no price' }],
      left_out_count: 2,
    };
    expect(storeStatusSchema.parse({ ...status, catalogue })).toEqual({ ...status, catalogue });
    expect(connectionTestSchema.parse({ ok: true, message: 'Connection to the store backend API successful' })).toEqual(
      {
        ok: true,
        message: 'Connection to the store backend API successful',
      },
    );
    expect(connectionTestSchema.parse({ ok: true, message: 'x', partial: true })).toEqual({
      ok: true,
      message: 'x',
      partial: true,
    });
  });

  it.each([
    { driver: 'mysql', woocommerce: { requested: false, configured: false, missing: [] } },
    { driver: 'embedded' },
    { driver: 'embedded', woocommerce: { requested: 'yes', configured: false, missing: [] } },
    { driver: 'embedded', woocommerce: { requested: true, configured: false, missing: [3] } },
    {
      driver: 'embedded',
      woocommerce: { requested: false, configured: false, missing: [] },
      catalogue: { source: 'WooCommerce', shown: 'all' },
    },
  ])('reject a malformed status %j', (v) => {
    expect(() => storeStatusSchema.parse(v)).toThrow();
  });

  it.each([{ ok: 'true', message: 'x' }, { ok: true }, { ok: false, message: 'x', partial: 'no' }, null])(
    'reject a malformed test result %j',
    (v) => {
      expect(() => connectionTestSchema.parse(v)).toThrow();
    },
  );
});

describe('checkout answers', () => {
  it('judges gateways, shipping quotes and created orders', () => {
    const cod = { id: 'cod', title: 'Cash on Delivery', enabled: true };
    const gatewayCases: Array<[unknown, boolean]> = [
      [{ gateways: [cod] }, true],
      [{ gateways: [] }, true],
      [{ gateways: [{ ...cod, enabled: 'yes' }] }, false],
      [{ gateways: [{ ...cod, title: 3 }] }, false],
      [{}, false],
      [null, false],
    ];
    for (const [c, ok] of gatewayCases) expect(accepts(gatewaysAnswer, c), JSON.stringify(c)).toBe(ok);
    // A store that says nothing of it: the method is offered whether or not the order is delivered.
    expect(gatewaysAnswer.parse({ gateways: [cod] }).gateways[0]).toEqual({
      ...cod,
      description: '',
      shipped_only: false,
    });
    expect(gatewaysAnswer.parse({ gateways: [{ ...cod, shipped_only: true }] }).gateways[0]?.shipped_only).toBe(true);
    expect(accepts(gatewaysAnswer, { gateways: [{ ...cod, shipped_only: 'yes' }] })).toBe(false);
    const rate = { id: 'flat_rate:1', name: 'Flat rate', price: '10.00', selected: true };
    const totals = { subtotal: '100.00', shipping: '10.00', total_tax: '0.00', total: '110.00' };
    const quoteCases: Array<[unknown, boolean]> = [
      [{ rates: [rate], totals }, true],
      [{ rates: [], totals: { ...totals, shipping: null } }, true],
      [{ rates: [{ ...rate, price: 10 }], totals }, false],
      [{ rates: [{ ...rate, selected: 'yes' }], totals }, false],
      [{ rates: [rate], totals: { ...totals, total: undefined } }, false],
      [{ rates: 'x', totals }, false],
    ];
    for (const [c, ok] of quoteCases) expect(accepts(shippingQuoteSchema, c), JSON.stringify(c)).toBe(ok);
    expect(shippingQuoteSchema.parse({ rates: [rate], totals }).rates[0]).toEqual({ ...rate, description: '' });
    const order = { id: 7, number: '10007', order_key: 'wc_order_x', status: 'processing', total: '700.00' };
    const orderCases: Array<[unknown, boolean]> = [
      [order, true],
      [{ ...order, payment_url: 'https://pay.example/x' }, true],
      [{ ...order, payment_url: 'not a url' }, false],
      [{ ...order, id: '7' }, false],
      [{ ...order, total: 700 }, false],
      [{ ...order, order_key: undefined }, false],
      [[], false],
    ];
    for (const [c, ok] of orderCases) expect(accepts(createOrderResultSchema, c), JSON.stringify(c)).toBe(ok);
  });
});

describe('what a refused field says', () => {
  const messages = (schema: z.ZodMiniType, v: unknown) =>
    schema.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  it("is the shop's wording from src/lib/messages.ts, never the library's", () => {
    expect(messages(addItemBodySchema, { id: 0 })).toEqual([`id: ${FIELD_MSG.atLeast(1)}`]);
    expect(messages(addItemBodySchema, { id: 5, quantity: 1000 })).toEqual([
      `quantity: ${FIELD_MSG.atMost(MAX_LINE_QUANTITY)}`,
    ]);
    // Fields a person fills say it in a sentence of their own (tests/unit/architecture/person-messages.test.ts).
    expect(messages(trackOrderBodySchema, { number: '10007', email: 'nour' })).toEqual([`email: ${MSG.emailInvalid}`]);
    expect(messages(trackOrderBodySchema, { email: 'nour@example.com' })).toEqual([`number: ${FIELD_MSG.required}`]);
    expect(
      messages(reviewSubmissionSchema, {
        product_id: 101,
        reviewer: 'Nour',
        reviewer_email: 'nour@example.com',
        review: '',
        rating: 9,
      }),
    ).toEqual([`review: ${FIELD_MSG.fieldRequired(MSG.reviewText)}`, `rating: ${MSG.reviewRating}`]);
    expect(
      messages(storeStatusSchema, { driver: 'mysql', woocommerce: { requested: 1, configured: false, missing: [] } }),
    ).toEqual([
      `driver: ${FIELD_MSG.oneOf(['embedded', 'woocommerce'])}`,
      `woocommerce.requested: ${FIELD_MSG.mustBe('true or false')}`,
    ]);
  });
});
