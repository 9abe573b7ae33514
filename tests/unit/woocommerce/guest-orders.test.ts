import { describe, expect, it } from 'vitest';
import { Db } from '../../../src/server/sqlite/db';
import { fixture, type RecordedRequest } from '../../fixtures/woocommerce-fake-server';
import { storeError, useFakeWoo } from './helpers';

/**
 * WooCommerce never gives a new customer the guest orders placed with her email. The driver
 * does, once she has followed the proof of the mailbox the shop mailed her: kept on the customer
 * (meta), checked, then her guest orders (and only those) are given her id.
 */
let now = Date.UTC(2025, 0, 1);
const db = new Db(':memory:');
const ctx = useFakeWoo({ now: () => now, mailQueue: db });
const V3 = '/wp-json/wc/v3';

const order = (id: number, customer_id: number, email: string) => ({
  ...fixture('v3-order-create-response.json'),
  id,
  number: String(id),
  customer_id,
  billing: { ...fixture('v3-order-create-response.json').billing, email },
});

/** Registers John (customer 25) and answers the code his welcome carries; the customer record then holds what was sent. */
async function registered(): Promise<string> {
  let meta: unknown[] = [];
  ctx.woo.route(`POST ${V3}/customers`, (req: RecordedRequest) => {
    meta = (req.body as { meta_data: unknown[] }).meta_data.map((m, i) => ({ id: i + 1, ...(m as object) }));
    return { status: 201, body: fixture('v3-customer.json') };
  });
  ctx.woo.route(`GET ${V3}/customers/:id`, () => ({ body: { ...fixture('v3-customer.json'), meta_data: meta } }));
  await ctx.backend.register({ email: 'john.doe@example.com', username: 'john.doe', password: 'S3cret!pass' });
  const row = db.get<{ payload: string }>("SELECT payload FROM mail_outbox WHERE kind = 'welcome' ORDER BY id DESC");
  return (JSON.parse(row!.payload) as { code: string }).code;
}

describe('WooCommerce: guest orders of a new customer', () => {
  it('are given her id once she follows the link, and only hers; the address is marked proved', async () => {
    const code = await registered();
    expect(code).toMatch(/^25\.[0-9a-f]{32}$/);
    ctx.woo.route(`GET ${V3}/orders`, {
      headers: { 'X-WP-TotalPages': '1' },
      body: [
        order(501, 0, 'John.Doe@example.com'),
        order(502, 7, 'john.doe@example.com'), // another customer's, with the same email
        order(503, 0, 'john.doe@example.com.eg'), // the search matched a longer address
      ],
    });
    ctx.woo.route(`POST ${V3}/orders/batch`, { body: { update: [] } });
    ctx.woo.route(`PUT ${V3}/customers/:id`, { body: fixture('v3-customer.json') });

    expect(await ctx.backend.confirmEmail(code)).toEqual({ userId: 25, linked: 1 });
    const [search] = ctx.woo.calls('GET', `${V3}/orders`);
    expect(search!.query).toMatchObject({ customer: '0', search: 'john.doe@example.com' });
    expect(ctx.woo.calls('POST', `${V3}/orders/batch`).map((r) => r.body)).toEqual([
      { update: [{ id: 501, customer_id: 25 }] },
    ]);
    expect(ctx.woo.calls('PUT', `${V3}/customers/25`).map((r) => r.body)).toEqual([
      {
        meta_data: [
          { key: 'nefertari_email_confirmed', value: 'john.doe@example.com' },
          { key: 'nefertari_email_proof', value: '' },
        ],
      },
    ]);
  });

  it('a wrong, expired or moved-away code links nothing', async () => {
    const code = await registered();
    const secret = code.split('.')[1]!;
    for (const wrong of [`25.${'0'.repeat(32)}`, 'nonsense', `25.${secret}x`])
      expect((await storeError(ctx.backend.confirmEmail(wrong))).code).toBe('invalid_code');
    // Another customer's id with this code: the proof kept on that customer is not this one.
    expect((await storeError(ctx.backend.confirmEmail(`26.${secret}`))).code).toBe('invalid_code');
    now += 7 * 24 * 60 * 60_000 + 1;
    expect((await storeError(ctx.backend.confirmEmail(code))).code).toBe('invalid_code');
    now = Date.UTC(2025, 0, 1);
    // Her address changed since the link was sent: that mailbox proves nothing about the new one.
    const proofMeta = JSON.parse(
      (ctx.woo.calls('POST', `${V3}/customers`)[0]!.body as { meta_data: { value: string }[] }).meta_data[0]!.value,
    );
    ctx.woo.route(`GET ${V3}/customers/:id`, () => ({
      body: {
        ...fixture('v3-customer.json'),
        email: 'john.new@example.com',
        meta_data: [{ id: 1, key: 'nefertari_email_proof', value: JSON.stringify(proofMeta) }],
      },
    }));
    expect((await storeError(ctx.backend.confirmEmail(code))).code).toBe('invalid_code');
    expect(ctx.woo.calls('GET', `${V3}/orders`)).toEqual([]);
    expect(ctx.woo.calls('POST', `${V3}/orders/batch`)).toEqual([]);
  });
});
