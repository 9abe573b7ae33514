import { describe, expect, it } from 'vitest';
import {
  canPlace,
  initialCheckout,
  transition,
  type CheckoutEffect,
  type CheckoutEvent,
  type CheckoutState,
} from '../../../src/lib/checkout/machine';
import { addressErrors as check } from '../../../src/lib/checkout/address-check';
import { editShipping, newDraft } from '../../../src/lib/checkout/steps';
import type { ShippingQuote } from '../../../src/lib/schemas/shipping';
import { CHECKOUT_MSG } from '../../../src/lib/checkout-messages';
import { GIFT_MSG } from '../../../src/lib/gift-messages';
import { shopperAddress } from '../../fixtures/address';

/**
 * The checkout's state machine, driven without a page: each event gives the next state and the
 * effects the island would run (ask the store, place the order, tell a refusal).
 */

const ADDRESS = shopperAddress({ first_name: 'Nour' });

/** Runs events in order from `state`, collecting the effects each gave. */
function run(state: CheckoutState, ...events: CheckoutEvent[]): { state: CheckoutState; effects: CheckoutEffect[] } {
  const effects: CheckoutEffect[] = [];
  for (const event of events) {
    const next = transition(state, event, check);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

function addressed(): CheckoutState {
  let draft = newDraft('key-12345678');
  for (const [k, v] of Object.entries(ADDRESS)) draft = editShipping(draft, k as keyof typeof ADDRESS, v);
  return run(initialCheckout(draft), { type: 'cartRead', needsShipping: true, changed: false }).state;
}

const quote = (total: string, rate = 'standard', coupons: ShippingQuote['coupons'] = []): ShippingQuote => ({
  needs_shipping: true,
  rates: [{ id: rate, name: 'Standard Shipping', description: '', price: '10.00', selected: true }],
  totals: {
    subtotal: '1460.00',
    shipping: '10.00',
    total_tax: '0.00',
    total,
    ...(coupons.length ? { discount: '219.00' } : {}),
  },
  coupons,
});

const lastQuoteRequest = (effects: CheckoutEffect[]) =>
  effects.filter((e): e is Extract<CheckoutEffect, { type: 'askQuote' }> => e.type === 'askQuote').at(-1)!.request;

/** Information done, the store's quote answered with `total`, payment chosen: Place Order is ready. */
function ready(total = '1252.50'): CheckoutState {
  const moved = run(addressed(), { type: 'go', to: 'shipping' });
  const request = lastQuoteRequest(moved.effects);
  return run(
    moved.state,
    {
      type: 'quoteAnswered',
      request,
      quote: quote(total, 'standard', [{ code: 'NILE15', discount: '219.00', free_shipping: false }]),
    },
    { type: 'go', to: 'payment' },
    {
      type: 'gatewaysLoaded',
      gateways: [{ id: 'cod', title: 'Cash on Delivery', description: '', enabled: true, shipped_only: true }],
    },
    { type: 'paymentChosen', id: 'cod' },
  ).state;
}

describe('the checkout as a state machine', () => {
  it('an empty address is refused with its step, its form marked and the words of the rule', () => {
    const { state, effects } = run(initialCheckout(newDraft('key-12345678')), { type: 'go', to: 'shipping' });
    expect(state.draft.step).toBe('information');
    expect(state.showErrors.shipping).toBe(true);
    expect(effects).toEqual([
      { type: 'refuse', refusal: { message: CHECKOUT_MSG.missingShipping, step: 'information', section: 'shipping' } },
    ]);
  });

  it('leaving Information asks the store for its rates for the address, and only its latest answer counts', () => {
    const { state, effects } = run(addressed(), { type: 'go', to: 'shipping' });
    expect(state.draft.step).toBe('shipping');
    const ask = effects.find((e) => e.type === 'askQuote');
    expect(ask).toMatchObject({ address: { city: ADDRESS.city } });
    const stale = run(state, { type: 'rateChosen', id: 'express' });
    // The first request's answer arrives after the second was asked: it is not used.
    const late = run(stale.state, {
      type: 'quoteAnswered',
      request: lastQuoteRequest(effects),
      quote: quote('1470.00'),
    });
    expect(late.state.quote).toBeNull();
  });

  it('the only rate is chosen for her, and Place Order names the quoted total', () => {
    const state = ready('1252.50');
    expect(state.draft.shippingMethod).toBe('standard');
    expect(canPlace(state)).toBe(true);
    const placing = run(state, { type: 'placeOrder' });
    expect(placing.state.placing).toBe(true);
    // The total on the button goes with the order: the store charges it or refuses.
    expect(placing.effects).toEqual([
      { type: 'placeOrder', body: expect.objectContaining({ expected_total: '1252.50' }) },
    ]);
    expect(canPlace(placing.state)).toBe(false);
  });

  it('after a refused order the total in hand no longer counts: Place Order waits for the store’s new quote', () => {
    const placing = run(ready('1252.50'), { type: 'placeOrder' }).state;
    const refused = run(placing, {
      type: 'orderFailed',
      failure: { kind: 'refused', message: 'NILE15 was taken off your order.', cartChanged: true },
    });
    expect(refused.state.quote).toBeNull();
    expect(canPlace(refused.state)).toBe(false);
    expect(refused.effects.map((e) => e.type)).toEqual(['orderFailed', 'askQuote', 'readCart']);
    // The new quote, without the code: the button now names what will be charged.
    const requoted = run(refused.state, {
      type: 'quoteAnswered',
      request: lastQuoteRequest(refused.effects),
      quote: quote('1470.00'),
    });
    expect(canPlace(requoted.state)).toBe(true);
    expect(requoted.state.quote?.totals.total).toBe('1470.00');
    expect(run(requoted.state, { type: 'placeOrder' }).effects).toEqual([
      { type: 'placeOrder', body: expect.objectContaining({ expected_total: '1470.00' }) },
    ]);
  });

  it('a failed order (the store down) also asks for the quote again, and keeps everything she typed', () => {
    const state = ready();
    const placing = run(state, { type: 'placeOrder' }).state;
    const failed = run(placing, { type: 'orderFailed', failure: { kind: 'failed' } });
    expect(failed.state.draft).toEqual(state.draft);
    expect(failed.state.placing).toBe(false);
    expect(failed.effects.map((e) => e.type)).toEqual(['orderFailed', 'askQuote']);
  });

  it('a field the server refused goes beside that field, on its step, until she edits it', () => {
    const refused = run(
      ready(),
      { type: 'placeOrder' },
      {
        type: 'orderFailed',
        failure: {
          kind: 'field',
          refusal: {
            message: 'Please enter a valid phone number',
            step: 'information',
            section: 'shipping',
            field: 'phone',
          },
        },
      },
    );
    expect(refused.state.draft.step).toBe('information');
    expect(refused.state.serverErrors.shipping.phone).toBe('Please enter a valid phone number');
    const edited = run(refused.state, {
      type: 'edited',
      section: 'shipping',
      field: 'phone',
      value: '+20 100 000 0000',
    });
    expect(edited.state.serverErrors.shipping.phone).toBeUndefined();
  });

  it('a cart that changes under the quote (another tab, a code) asks for it again', () => {
    const state = ready();
    const changed = run(state, { type: 'cartRead', needsShipping: true, changed: true });
    expect(changed.state.quote).toBeNull();
    expect(changed.effects.map((e) => e.type)).toEqual(['askQuote']);
    const same = run(state, { type: 'cartRead', needsShipping: true, changed: false });
    expect(same.state.quote).toBe(state.quote);
  });

  it('a gift message longer than the card takes stops at Place Order, before anything is sent', () => {
    const long = run(ready(), { type: 'noted', key: 'giftMessage', value: 'x'.repeat(305) });
    const { state, effects } = run(long.state, { type: 'placeOrder' });
    expect(state.placing).toBe(false);
    expect(effects).toEqual([
      { type: 'refuse', refusal: { message: GIFT_MSG.giftMessageTooLong(300), step: 'payment' } },
    ]);
  });

  it('a cart with nothing to deliver has no Shipping step and cannot be paid on delivery', () => {
    const files = run(
      initialCheckout(ready().draft),
      { type: 'cartRead', needsShipping: false, changed: false },
      {
        type: 'gatewaysLoaded',
        gateways: [
          { id: 'cod', title: 'Cash on Delivery', description: '', enabled: true, shipped_only: true },
          { id: 'bacs', title: 'Direct Bank Transfer', description: '', enabled: true, shipped_only: false },
        ],
      },
    );
    expect(files.state.draft.paymentMethod).toBe('');
    const moved = run(files.state, { type: 'go', to: 'shipping' });
    expect(moved.state.draft.step).toBe(files.state.draft.step === 'payment' ? 'information' : 'payment');
  });
});
