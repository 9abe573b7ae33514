import { describe, expect, it } from 'vitest';
import {
  editBilling,
  editShipping,
  moveRefusal,
  newDraft,
  orderRefusal,
  parseDraft,
  addressFieldNamed,
  prefillDraft,
  serializeDraft,
  setBillingSame,
  type CheckoutDraft,
} from '../../../src/lib/checkout/steps';
import { checkoutTotals, quotes, rateAfterQuote, shippingRefusal, orderBody } from '../../../src/lib/checkout/totals';
import { parseOrderId, parseOrderKeys } from '../../../src/lib/checkout/order-keys';
import { MSG } from '../../../src/lib/messages';
import { REQUIRED_ADDRESS_FIELDS } from '../../../src/lib/address';
import { createOrderBodySchema } from '../../../src/lib/schemas/order';
import { serverRefusal } from '../../../src/lib/checkout/steps';
import { addressErrors as check } from '../../../src/lib/checkout/address-check';
import { shopperAddress } from '../../fixtures/address';

const ADDRESS = shopperAddress({ first_name: 'Nour' });

function filled(): CheckoutDraft {
  let d = newDraft('key-12345678');
  for (const [k, v] of Object.entries(ADDRESS)) d = editShipping(d, k as keyof typeof ADDRESS, v);
  return d;
}

describe('checkout steps', () => {
  it('refuses Shipping until every required shipping field is filled', () => {
    expect(moveRefusal(newDraft(), 'information', 'shipping', true, check)?.message).toEqual(MSG.missingShipping);
    for (const f of REQUIRED_ADDRESS_FIELDS) {
      const d = editShipping(filled(), f, '  ');
      expect(moveRefusal(d, 'information', 'shipping', true, check)?.message, f).toEqual(MSG.missingShipping);
    }
    expect(moveRefusal(filled(), 'information', 'shipping', true, check)).toBeNull();
  });

  it('lets company and address_2 stay empty', () => {
    const d = editShipping(editShipping(filled(), 'company', ''), 'address_2', '');
    expect(moveRefusal(d, 'information', 'shipping', true, check)).toBeNull();
  });

  it('refuses Payment without a shipping method, also when jumping from Information', () => {
    expect(moveRefusal(filled(), 'shipping', 'payment', true, check)?.message).toEqual(MSG.shippingMethodRequired);
    expect(moveRefusal(newDraft(), 'information', 'payment', true, check)?.message).toEqual(MSG.missingShipping);
    expect(moveRefusal({ ...filled(), shippingMethod: 'standard' }, 'shipping', 'payment', true, check)).toBeNull();
  });

  it('lets the shopper go back freely', () => {
    expect(moveRefusal(newDraft(), 'payment', 'information', true, check)).toBeNull();
    expect(moveRefusal(newDraft(), 'payment', 'shipping', true, check)).toBeNull();
  });

  it('needs a payment method and a complete billing address to place the order', () => {
    const ready = { ...filled(), shippingMethod: 'standard' };
    expect(orderRefusal(ready, true, check)?.message).toEqual(MSG.paymentMethodRequired);
    const paying = { ...ready, paymentMethod: 'cod' };
    expect(orderRefusal(paying, true, check)).toBeNull();
    const separate = editBilling(setBillingSame(paying, false), 'city', '');
    expect(orderRefusal(separate, true, check)?.message).toEqual(MSG.missingBilling);
  });

  it('each refusal names the step and the form where the shopper can put it right', () => {
    expect(moveRefusal(newDraft(), 'information', 'payment', true, check)).toEqual({
      message: MSG.missingShipping,
      step: 'information',
      section: 'shipping',
    });
    expect(moveRefusal(filled(), 'information', 'payment', true, check)).toEqual({
      message: MSG.shippingMethodRequired,
      step: 'shipping',
    });
    expect(moveRefusal(filled(), 'payment', 'information', true, check)).toBeNull();
    const ready = { ...filled(), shippingMethod: 'standard' };
    expect(orderRefusal(ready, true, check)).toEqual({ message: MSG.paymentMethodRequired, step: 'payment' });
    const separate = editBilling(setBillingSame({ ...ready, paymentMethod: 'cod' }, false), 'city', '');
    expect(orderRefusal(separate, true, check)).toEqual({
      message: MSG.missingBilling,
      step: 'information',
      section: 'billing',
    });
    expect(orderRefusal({ ...ready, paymentMethod: 'cod' }, true, check)).toBeNull();
  });

  it('names the field where a pasted control character hides, which the server would refuse, and keeps line breaks in the note', () => {
    const ready = { ...filled(), shippingMethod: 'standard', paymentMethod: 'cod' };
    expect(
      moveRefusal(editShipping(ready, 'first_name', 'No\u0000ur'), 'information', 'shipping', true, check),
    ).toEqual({
      message: MSG.controlCharacterIn(MSG.firstName),
      step: 'information',
      section: 'shipping',
      field: 'first_name',
    });
    expect(orderRefusal(editBilling(setBillingSame(ready, false), 'company', 'Atelier\u001b'), true, check)).toEqual({
      message: MSG.controlCharacterIn(MSG.companyLabel),
      step: 'information',
      section: 'billing',
      field: 'company',
    });
    expect(orderRefusal({ ...ready, customerNote: 'Gift\u0007' }, true, check)).toEqual({
      message: MSG.controlCharacterIn(MSG.orderNotesLabel),
      step: 'payment',
    });
    expect(orderRefusal({ ...ready, customerNote: 'Gift wrap,\r\n\tplease. سلمى 💍' }, true, check)).toBeNull();
  });
});

describe('values the server would refuse are caught on the Information step', () => {
  it.each([
    ['email', 'mona@', MSG.emailInvalid],
    ['email', 'mona.example.com', MSG.emailInvalid],
    ['phone', 'abc', MSG.phoneInvalid],
    ['phone', '12', MSG.phoneInvalid],
  ] as const)("%s %j: refused with the field named and the shop's words", (field, value, message) => {
    const d = editShipping(filled(), field, value);
    expect(moveRefusal(d, 'information', 'shipping', true, check)).toEqual({
      message,
      step: 'information',
      section: 'shipping',
      field,
    });
    // The same schema, the same words: what the server would answer at Place Order.
    const body = { ...orderBody({ ...d, shippingMethod: 'standard', paymentMethod: 'cod' }) };
    const server = createOrderBodySchema.safeParse(body);
    expect(server.success).toBe(false);
    expect(server.error?.issues[0]?.message).toBe(message);
  });

  it('a separate billing address is checked the same way before Place Order', () => {
    const paying = { ...setBillingSame(filled(), false), shippingMethod: 'standard', paymentMethod: 'cod' };
    expect(orderRefusal(editBilling(paying, 'email', 'mona@'), true, check)).toEqual({
      message: MSG.emailInvalid,
      step: 'information',
      section: 'billing',
      field: 'email',
    });
  });
});

describe('a refusal of the server', () => {
  it('goes beside the field it names, in the shipping form while billing copies it', () => {
    const answer = { field: 'billing.email', message: `billing.email: ${MSG.emailInvalid}` };
    expect(serverRefusal(filled(), answer)).toEqual({
      message: MSG.emailInvalid,
      step: 'information',
      section: 'shipping',
      field: 'email',
    });
    expect(serverRefusal(setBillingSame(filled(), false), answer)).toEqual({
      message: MSG.emailInvalid,
      step: 'information',
      section: 'billing',
      field: 'email',
    });
  });

  it('is not about a field when it names none (the toast then says it)', () => {
    expect(serverRefusal(filled(), { message: 'Golden Lotus Necklace is out of stock.' })).toBeNull();
    expect(serverRefusal(filled(), { field: 'idempotency_key', message: 'x' })).toBeNull();
  });
});

describe('same as shipping', () => {
  it('is ticked by default and copies shipping edits into billing', () => {
    const d = filled();
    expect(d.billingSameAsShipping).toBe(true);
    expect(d.billing).toEqual(d.shipping);
    expect(editShipping(d, 'city', 'Luxor').billing.city).toBe('Luxor');
  });

  it('stops copying once unticked, keeping the copy as a start', () => {
    const d = setBillingSame(filled(), false);
    expect(d.billing.city).toBe('Cairo');
    const e = editShipping(d, 'city', 'Aswan');
    expect(e.billing.city).toBe('Cairo');
    expect(orderBody(e).billing.city).toBe('Cairo');
    expect(orderBody(setBillingSame(e, true)).billing.city).toBe('Aswan');
  });

  it('brings back the billing address she typed when she unticks again', () => {
    const typed = editBilling(setBillingSame(filled(), false), 'address_1', "12 Shagaret El Dor St, Apt 4 'B'");
    const ticked = editShipping(setBillingSame(typed, true), 'city', 'Aswan');
    expect(orderBody(ticked).billing.address_1).toBe(ticked.shipping.address_1);
    const again = setBillingSame(ticked, false);
    expect(again.billing.address_1).toBe("12 Shagaret El Dor St, Apt 4 'B'");
    expect(again.billing.city).toBe('Cairo');
    // Kept in the tab's draft, so a reload between the two loses it neither.
    expect(parseDraft(JSON.stringify(ticked))?.typedBilling?.address_1).toBe("12 Shagaret El Dor St, Apt 4 'B'");
  });
});

describe('totals', () => {
  const cart = { totals: { subtotal: '1250.00', total: '1250.00', total_tax: '0.00' } };
  // The store's answer for an address: it pre-selects a rate and counts it in its totals.
  const quote = (selected: string) => ({
    needs_shipping: true,
    rates: [
      { id: 'flat_rate:1', name: 'Flat rate', description: '', price: '10.00', selected: selected === 'flat_rate:1' },
      {
        id: 'flat_rate:2',
        name: 'Express courier',
        description: '',
        price: '45.00',
        selected: selected === 'flat_rate:2',
      },
    ],
    totals: {
      subtotal: '1250.00',
      shipping: selected === 'flat_rate:1' ? '10.00' : '45.00',
      total_tax: '0.00',
      total: selected === 'flat_rate:1' ? '1260.00' : '1295.00',
    },
  });

  it("are the cart's, without shipping, until a rate is chosen; then the store's quote for it, never a sum made here", () => {
    expect(checkoutTotals(cart, null, '')).toEqual({
      subtotal: '1250.00',
      shipping: null,
      total: '1250.00',
      coupons: [],
    });
    // The store pre-selected Flat rate, but the shopper has chosen nothing yet.
    expect(checkoutTotals(cart, quote('flat_rate:1'), '')).toEqual({
      subtotal: '1250.00',
      shipping: null,
      total: '1250.00',
      coupons: [],
    });
    expect(checkoutTotals(cart, quote('flat_rate:2'), 'flat_rate:2')).toEqual({
      subtotal: '1250.00',
      shipping: '45.00',
      total: '1295.00',
      coupons: [],
    });
    // A quote for another rate (the answer for the new choice is on its way) is not shown as this one's.
    expect(checkoutTotals(cart, quote('flat_rate:1'), 'flat_rate:2')).toEqual({
      subtotal: '1250.00',
      shipping: null,
      total: '1250.00',
      coupons: [],
    });
    expect(quotes(quote('flat_rate:1'), 'flat_rate:2')).toBe(false);
    expect(quotes(quote('flat_rate:2'), 'flat_rate:2')).toBe(true);
  });

  it("chooses the address's only rate, or the one the store selected, when the shopper has chosen none", () => {
    const only = { ...quote('flat_rate:1'), rates: [{ ...quote('flat_rate:1').rates[0]!, selected: false }] };
    expect(rateAfterQuote(only, '')).toBe('flat_rate:1');
    // Several rates: the store's selected one (WooCommerce marks one), else the shopper chooses.
    expect(rateAfterQuote(quote('flat_rate:2'), '')).toBe('flat_rate:2');
    expect(rateAfterQuote(quote('none'), '')).toBe('');
    // Her own choice stands while the address has it; one it no longer has gives way.
    expect(rateAfterQuote(quote('flat_rate:1'), 'flat_rate:2')).toBe('flat_rate:2');
    expect(rateAfterQuote(quote('none'), 'free_shipping:9')).toBe('');
    expect(rateAfterQuote(quote('flat_rate:1'), 'free_shipping:9')).toBe('flat_rate:1');
    expect(rateAfterQuote({ ...quote('none'), rates: [] }, '')).toBe('');
  });

  it('refuses Payment when the store has no rate for the address, or none is chosen', () => {
    expect(
      shippingRefusal(
        {
          needs_shipping: true,
          rates: [],
          totals: { subtotal: '1.00', shipping: null, total_tax: '0.00', total: '1.00' },
        },
        '',
      ),
    ).toEqual({ message: MSG.noShippingToAddress, step: 'shipping' });
    expect(shippingRefusal(quote('flat_rate:1'), '')).toEqual({
      message: MSG.shippingMethodRequired,
      step: 'shipping',
    });
    expect(shippingRefusal(quote('flat_rate:1'), 'free_shipping:9')).toEqual({
      message: MSG.shippingMethodRequired,
      step: 'shipping',
    });
    expect(shippingRefusal(quote('flat_rate:2'), 'flat_rate:2')).toBeNull();
  });
});

describe('order body', () => {
  it('trims fields and carries the idempotency key', () => {
    const d = {
      ...editShipping(filled(), 'city', '  Giza '),
      shippingMethod: 'standard',
      paymentMethod: 'cod',
      customerNote: ' gift ',
    };
    const body = orderBody(d);
    expect(body.shipping.city).toBe('Giza');
    expect(body.billing.city).toBe('Giza');
    expect(body).toMatchObject({
      payment_method: 'cod',
      shipping_method: 'standard',
      customer_note: 'gift',
      idempotency_key: 'key-12345678',
    });
  });
});

describe('persisted draft', () => {
  it('round-trips', () => {
    const d = { ...setBillingSame(filled(), false), step: 'shipping' as const, shippingMethod: 'standard' };
    expect(parseDraft(serializeDraft(d))).toEqual(d);
  });

  it('rejects garbage and a draft without a usable key', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft('[]')).toBeNull();
    expect(parseDraft(JSON.stringify({ ...filled(), idempotencyKey: '<script>' }))).toBeNull();
  });

  it('keeps the good parts of a damaged draft', () => {
    const raw = JSON.stringify({
      ...filled(),
      step: 'confirm',
      shipping: { ...ADDRESS, city: 42 },
      customerNote: null,
    });
    const d = parseDraft(raw)!;
    expect(d.step).toBe('information');
    expect(d.shipping.first_name).toBe('Nour');
    expect(d.shipping.city).toBe('');
    expect(d.customerNote).toBe('');
    expect(d.billing).toEqual(d.shipping);
  });
});

describe('prefill of a logged-in customer', () => {
  it('fills only empty fields', () => {
    const d = editShipping(newDraft(), 'first_name', 'Typed');
    const p = prefillDraft(d, {
      email: 'a@b.eg',
      first_name: 'Saved',
      last_name: 'Name',
      shipping: { city: 'Alexandria', country: 'AE' },
    });
    expect(p.shipping.first_name).toBe('Typed');
    expect(p.shipping.last_name).toBe('Name');
    expect(p.shipping.email).toBe('a@b.eg');
    expect(p.shipping.city).toBe('Alexandria');
    expect(p.shipping.country).toBe('AE');
    expect(p.billing).toEqual(p.shipping);
  });

  it('leaves the field the shopper is in as it is, empty or not', () => {
    const user = { email: 'a@b.eg', first_name: 'Saved', shipping: { city: 'Alexandria' } };
    const p = prefillDraft(newDraft(), user, addressFieldNamed('shipping_email'));
    expect(p.shipping.email).toBe('');
    expect(p.shipping.first_name).toBe('Saved');
    expect(p.billing.email).toBe('');
    const billing = prefillDraft(setBillingSame(newDraft(), false), user, addressFieldNamed('billing_city'));
    expect(billing.billing.city).toBe('');
    expect(billing.shipping.city).toBe('Alexandria');
  });

  it('knows an address field by its input name, and nothing else', () => {
    expect(addressFieldNamed('billing_postcode')).toEqual({ section: 'billing', field: 'postcode' });
    expect(addressFieldNamed('shipping_colour')).toBeUndefined();
    expect(addressFieldNamed('q')).toBeUndefined();
    expect(addressFieldNamed(undefined)).toBeUndefined();
  });
});

describe('stored order keys and ids', () => {
  it('keeps only well-formed entries', () => {
    expect(
      parseOrderKeys(JSON.stringify({ '12': 'wc_order_abc', '0': 'x', abc: 'k', '13': 5, '14': 'bad key!' })),
    ).toEqual({ '12': 'wc_order_abc' });
    expect(parseOrderKeys('nope')).toEqual({});
    expect(parseOrderKeys('[1]')).toEqual({});
  });
  it('parses route ids', () => {
    expect(parseOrderId('42')).toBe(42);
    expect(parseOrderId('042')).toBeNull();
    expect(parseOrderId('4x')).toBeNull();
    expect(parseOrderId(undefined)).toBeNull();
  });
});
