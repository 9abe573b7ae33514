import { describe, expect, it } from 'vitest';
// The server's one language per request, and the Arabic words it answers in.
import '../../../src/server/i18n/locale-scope';
import { inLocale } from '../../../src/lib/i18n/current';
import { tempBackend } from './fixtures';
import { shopperAddress } from '../../fixtures/address';

/**
 * An order placed from an Arabic page reads in Arabic on her order page: the way she pays, the
 * shipping and the first lines of its history are written in the language she placed it in.
 */
const address = shopperAddress();

async function place(paymentMethod: string, tag: string) {
  const b = tempBackend();
  const shopper = { cartToken: `tok-${tag}-aaaaaaaaaaaaaaaaaaaaaa`, userId: null };
  await b.addToCart(shopper, 1, 1);
  const placed = await b.createOrder(shopper, {
    billing: address,
    shipping: address,
    paymentMethod,
    shippingMethod: 'standard',
    customerNote: '',
    idempotencyKey: `k-${tag}-12345678`,
  });
  return b.getOrder(placed.id, { userId: null, orderKey: placed.order_key });
}

describe("an embedded store's order in the language she placed it in", () => {
  it('a bank transfer placed in Arabic, and one in English', async () => {
    const arabic = await inLocale('ar', () => place('bacs', 'ar-bacs'));
    expect(arabic.payment_method_title).toBe('تحويل بنكي مباشر');
    expect(arabic.status_history.map((h) => h.note)).toEqual(['أُنشئ الطلب.', 'بانتظار الدفع عبر تحويل بنكي مباشر.']);
    const english = await place('bacs', 'en-bacs');
    expect(english.status_history.map((h) => h.note)).toEqual([
      'Order created.',
      'Awaiting Direct Bank Transfer payment.',
    ]);
  });

  it('cash on delivery placed in Arabic', async () => {
    const order = await inLocale('ar', () => place('cod', 'ar-cod'));
    expect(order.status_history.map((h) => h.note)).toEqual([
      'أُنشئ الطلب.',
      'يُدفع المبلغ عند التسليم (الدفع عند الاستلام).',
    ]);
    expect(order.shipping_lines.map((l) => l.method_title)).toEqual(['الشحن العادي']);
  });
});
