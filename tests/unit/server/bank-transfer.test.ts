import { describe, expect, it } from 'vitest';
import { fixture } from '../../fixtures/woocommerce-fake-server';
import { reshapeBacs } from '../../../src/server/drivers/woocommerce/bank-transfer';
import { bankTransfer } from '../../../src/lib/content/data-files';
import { tempBackend } from './fixtures';
import { useFakeWoo } from '../woocommerce/helpers';
import { shopperAddress } from '../../fixtures/address';

/**
 * A bank-transfer order says where to pay: the account, the amount (its total) and the reference
 * (its number). The embedded store's accounts are the owner's content/data/bank-transfer.json;
 * WooCommerce's come from its bacs gateway settings.
 */
const address = shopperAddress();
const V3 = '/wp-json/wc/v3';
const ACCOUNT = {
  account_name: 'Nile Gold LLC',
  bank_name: 'National Bank of Egypt',
  account_number: '1234 5678',
  sort_code: '',
  iban: 'EG800002000156789012345180002',
  bic: 'NBEGEGCX',
};

describe('embedded store', () => {
  async function place(paymentMethod: string) {
    const b = tempBackend();
    const shopper = { cartToken: `tok-${paymentMethod}-aaaaaaaaaaaaaaaaaaaa`, userId: null };
    await b.addToCart(shopper, 1, 1);
    const placed = await b.createOrder(shopper, {
      billing: address,
      shipping: address,
      paymentMethod,
      shippingMethod: 'standard',
      customerNote: '',
      idempotencyKey: `k-${paymentMethod}-123456`,
    });
    return { b, placed };
  }

  it("a bank-transfer order carries the owner's accounts, for its owner and for tracking", async () => {
    const { b, placed } = await place('bacs');
    const owner = await b.getOrder(placed.id, { userId: null, orderKey: placed.order_key });
    const configured = bankTransfer();
    expect(owner.bank_transfer).toEqual(configured);
    expect(configured.accounts[0]).toMatchObject({
      account_name: expect.any(String),
      iban: expect.stringMatching(/^EG\d{27}$/),
    });
    expect((await b.findOrder(placed.number, address.email))?.bank_transfer).toEqual(configured);
  });

  it('other payment methods carry none', async () => {
    const { b, placed } = await place('cod');
    expect((await b.getOrder(placed.id, { userId: null, orderKey: placed.order_key })).bank_transfer).toBeUndefined();
  });
});

describe('WooCommerce bacs settings', () => {
  it('WooCommerce 10 answers the instructions but not the accounts (its REST skips that field)', () => {
    const bacs = fixture<{ id: string }[]>('v3-payment-gateways.json').find((g) => g.id === 'bacs');
    const read = reshapeBacs(bacs);
    expect(read.accounts).toEqual([]);
    expect(read.instructions).toMatch(/^Make your payment directly into our bank account/);
  });

  it('a store that exposes its account details is read from them', () => {
    const bacs = {
      description: 'd',
      settings: {
        instructions: { value: 'Pay within 3 days &amp; quote your order number.' },
        account_details: { value: [ACCOUNT, { account_name: '', account_number: '', iban: '' }] },
      },
    };
    expect(reshapeBacs(bacs)).toEqual({
      accounts: [ACCOUNT],
      instructions: 'Pay within 3 days & quote your order number.',
    });
  });

  describe('orders', () => {
    const ctx = useFakeWoo();

    it("a bacs order carries the store's accounts when it names them", async () => {
      ctx.woo.route(`GET ${V3}/payment_gateways/bacs`, {
        body: {
          id: 'bacs',
          description: '',
          settings: { instructions: { value: 'Quote your order number.' }, account_details: { value: [ACCOUNT] } },
        },
      });
      const order = await ctx.backend.getOrder(727, { userId: null, orderKey: 'wc_order_58d2d042d1d' });
      expect(order.payment_method).toBe('bacs');
      expect(order.bank_transfer).toEqual({ accounts: [ACCOUNT], instructions: 'Quote your order number.' });
    });

    it("else the shop's own accounts stand in, with the store's instructions", async () => {
      const own = bankTransfer();
      const backend = ctx.make({ bankTransfer: own });
      const order = await backend.getOrder(727, { userId: null, orderKey: 'wc_order_58d2d042d1d' });
      expect(order.bank_transfer?.accounts).toEqual(own.accounts);
      expect(order.bank_transfer?.instructions).toMatch(/^Make your payment directly/);
      // Read once, then kept for a while: a second order costs no second settings call.
      await backend.getOrder(727, { userId: null, orderKey: 'wc_order_58d2d042d1d' });
      expect(ctx.woo.calls('GET', `${V3}/payment_gateways/bacs`)).toHaveLength(1);
    });

    it('a store that names none and a shop without its own accounts show no account', async () => {
      const order = await ctx.backend.getOrder(727, { userId: null, orderKey: 'wc_order_58d2d042d1d' });
      expect(order.bank_transfer).toBeUndefined();
    });
  });
});
