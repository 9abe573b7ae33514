import { describe, expect, it } from 'vitest';
import { cartSchema } from '../../../src/lib/schemas/cart';
import { cartGuard, connectionTestGuard, storeStatusGuard } from '../../../src/lib/api/guards';

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
const cart = { items: [item], item_count: 2, totals: { subtotal: '2500.00', total: '2500.00', total_tax: '0.00' }, notices: [] };

const verdict = (parse: (v: unknown) => unknown, v: unknown) => {
  try {
    parse(v);
    return true;
  } catch {
    return false;
  }
};

describe('cart guard agrees with cartSchema (the cart path ships without zod)', () => {
  const cases: Array<[string, unknown]> = [
    ['a full cart', cart],
    ['an empty cart', { items: [], item_count: 0, totals: { subtotal: '0.00', total: '0.00', total_tax: '0.00' } }],
    ['optional fields present', { ...cart, items: [{ ...item, regular_price: '1300.00', max_quantity: null, permalink: '/product/101' }] }],
    ['an id of 0', { ...cart, items: [{ ...item, id: 0 }] }],
    ['a quantity as text', { ...cart, items: [{ ...item, quantity: '2' }] }],
    ['a price as a number', { ...cart, items: [{ ...item, price: 1250 }] }],
    ['line totals missing', { ...cart, items: [{ ...item, totals: undefined }] }],
    ['a negative item count', { ...cart, item_count: -1 }],
    ['cart totals missing', { ...cart, totals: undefined }],
    ['notices not text', { ...cart, notices: [1] }],
    ['not an object', 'cart'],
    ['null', null],
  ];
  it.each(cases)('%s', (_, answer) => {
    expect(verdict((v) => cartGuard.parse(v), answer)).toBe(verdict((v) => cartSchema.parse(v), answer));
  });

  it('fills in missing notices like the schema does', () => {
    const { notices, ...rest } = cart;
    expect(notices).toEqual([]);
    expect(cartGuard.parse(rest).notices).toEqual([]);
  });
});

describe('status guards', () => {
  it('accept the documented answers', () => {
    const status = { driver: 'embedded', woocommerce: { requested: false, configured: false, missing: [] } };
    expect(storeStatusGuard.parse(status)).toEqual(status);
    expect(connectionTestGuard.parse({ ok: true, message: 'Connection to the store backend API successful' })).toEqual({
      ok: true,
      message: 'Connection to the store backend API successful',
    });
    expect(connectionTestGuard.parse({ ok: true, message: 'x', partial: true })).toEqual({ ok: true, message: 'x', partial: true });
  });

  it.each([
    { driver: 'mysql', woocommerce: { requested: false, configured: false, missing: [] } },
    { driver: 'embedded' },
    { driver: 'embedded', woocommerce: { requested: 'yes', configured: false, missing: [] } },
    { driver: 'embedded', woocommerce: { requested: true, configured: false, missing: [3] } },
  ])('reject a malformed status %j', (v) => {
    expect(() => storeStatusGuard.parse(v)).toThrow();
  });

  it.each([{ ok: 'true', message: 'x' }, { ok: true }, { ok: false, message: 'x', partial: 'no' }, null])('reject a malformed test result %j', (v) => {
    expect(() => connectionTestGuard.parse(v)).toThrow();
  });
});

describe('checkout guards agree with their zod schemas (the checkout page ships without zod)', () => {
  it('judges gateways, shipping methods and created orders as the schemas do', async () => {
    const { gatewaySchema, shippingMethodSchema, createOrderResultSchema } = await import('../../../src/lib/schemas/order');
    const { z } = await import('zod');
    const { gatewaysGuard, shippingMethodsGuard, createOrderResultGuard } = await import('../../../src/lib/api/guards');
    const cod = { id: 'cod', title: 'Cash on Delivery', enabled: true };
    const gatewayCases: unknown[] = [{ gateways: [cod] }, { gateways: [] }, { gateways: [{ ...cod, enabled: 'yes' }] }, { gateways: [{ ...cod, title: 3 }] }, {}, null];
    for (const c of gatewayCases) expect(verdict((v) => gatewaysGuard.parse(v), c), JSON.stringify(c)).toBe(verdict((v) => z.object({ gateways: z.array(gatewaySchema) }).parse(v), c));
    expect(gatewaysGuard.parse({ gateways: [cod] }).gateways[0]).toEqual(z.object({ gateways: z.array(gatewaySchema) }).parse({ gateways: [cod] }).gateways[0]);
    const std = { id: 'standard', title: 'Standard Shipping', enabled: true, cost: '10.00' };
    const methodCases: unknown[] = [{ methods: [std] }, { methods: [{ ...std, cost: 10 }] }, { methods: [{ ...std, id: undefined }] }, { methods: 'x' }];
    for (const c of methodCases) expect(verdict((v) => shippingMethodsGuard.parse(v), c), JSON.stringify(c)).toBe(verdict((v) => z.object({ methods: z.array(shippingMethodSchema) }).parse(v), c));
    const order = { id: 7, number: '10007', order_key: 'wc_order_x', status: 'processing', total: '700.00' };
    const orderCases: unknown[] = [order, { ...order, id: '7' }, { ...order, total: 700 }, { ...order, order_key: undefined }, []];
    for (const c of orderCases) expect(verdict((v) => createOrderResultGuard.parse(v), c), JSON.stringify(c)).toBe(verdict((v) => createOrderResultSchema.parse(v), c));
  });
});
