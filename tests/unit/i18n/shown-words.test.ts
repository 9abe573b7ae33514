import { describe, expect, it } from 'vitest';
// The server's one language per request, and the Arabic words it answers in.
import '../../../src/server/i18n/locale-scope';
import { inLocale } from '../../../src/lib/i18n/current';
import { ADDRESS_FORM, COUNTRIES, countryName } from '../../../src/lib/checkout/addresses';
import { STEP_LABELS } from '../../../src/lib/checkout/steps';
import { SHOP_PAYMENT_METHODS } from '../../../src/lib/payment-methods';
import { SHIPPING_RATES } from '../../../src/server/drivers/embedded/checkout';
import { statusLabel, stoppedNote, trackerState } from '../../../src/lib/order-status';

/**
 * Lists of words made once, as their modules load (here, in English: the checkout's steps and
 * fields, the ways to pay, the tracker's milestones): each word is read in the language of the moment it shows.
 */
describe('the words of lists made as a module loads, read where they show', () => {
  it("the checkout: its steps, fields, countries, ways to pay and the shop's shipping", () => {
    const words = () => ({
      step: STEP_LABELS.shipping,
      field: ADDRESS_FORM.find((f) => f.name === 'address_1')?.label,
      country: COUNTRIES[0]?.name,
      named: countryName('AE'),
      pay: SHOP_PAYMENT_METHODS.map((m) => m.title),
      ship: SHIPPING_RATES.map((r) => r.name),
    });
    expect(inLocale('ar', words)).toEqual({
      step: 'الشحن',
      field: 'عنوان الشارع',
      country: 'مصر',
      named: 'الإمارات العربية المتحدة',
      pay: ['الدفع عند الاستلام', 'تحويل بنكي مباشر'],
      ship: ['الشحن العادي'],
    });
    expect(words()).toEqual({
      step: 'Shipping',
      field: 'Street address',
      country: 'Egypt',
      named: 'United Arab Emirates',
      pay: ['Cash on Delivery', 'Direct Bank Transfer'],
      ship: ['Standard Shipping'],
    });
  });

  it("an order's status and its tracker", () => {
    const words = () => [statusLabel('on-hold'), trackerState('processing').label, stoppedNote('Cancelled')];
    expect(inLocale('ar', words)).toEqual(['معلّق', 'قيد التجهيز', 'أُلغي هذا الطلب.']);
    expect(words()).toEqual(['On Hold', 'Processing', 'This order was cancelled.']);
    // A status of a plugin's own, which the shop has no words for, is still shown by its name.
    expect(inLocale('ar', () => statusLabel('awaiting-pickup'))).toBe('Awaiting Pickup');
  });
});
