import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StoreError } from '../../../src/server/backend';
import { tempBackend } from './fixtures';
import { shopperAddress } from '../../fixtures/address';

/**
 * npm run order:status runs the embedded driver's own status rules (order-status.ts) under plain Node,
 * as npm runs it: these tests spawn the script on a shop database and read the result back
 * through the driver, as the shop would show it.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const NODE = path.join(ROOT, 'node_modules/.bin/node');
const address = shopperAddress();
const shopper = { cartToken: 'tok-script-aaaaaaaaaaaaaaaa', userId: null };

async function shopWithOrder() {
  const b = tempBackend();
  await b.addToCart(shopper, 1, 4);
  const placed = await b.createOrder(shopper, {
    billing: address,
    shipping: address,
    paymentMethod: 'bacs',
    shippingMethod: 'standard',
    customerNote: '',
    idempotencyKey: 'key-script-01',
  });
  const run = (...args: string[]) =>
    spawnSync(existsSync(NODE) ? NODE : process.execPath, ['scripts/order-status.mjs', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_PATH: path.join(b.dataDir, 'shop.db') },
      encoding: 'utf8',
    });
  const order = () => b.getOrder(placed.id, { userId: null, orderKey: placed.order_key });
  const stock = async () => (await b.getProduct(1)).stock_quantity;
  return { b, placed, run, order, stock };
}

describe('npm run order:status', () => {
  it('moves an order by its number, with a note the customer sees, and restocks when it is cancelled by id', async () => {
    const { placed, run, order, stock } = await shopWithOrder();
    expect(await stock()).toBe(6);
    let out = run(placed.number, 'processing', 'Payment', 'received,', 'thank', 'you!');
    expect([out.status, out.stdout.trim()]).toEqual([0, `Order #${placed.number}: on-hold -> processing`]);
    expect((await order()).notes.map((n) => n.note)).toEqual(['Payment received, thank you!']);
    out = run(String(placed.id), 'cancelled');
    expect([out.status, out.stdout.trim()]).toEqual([0, `Order #${placed.number}: processing -> cancelled`]);
    expect(await stock()).toBe(10);
    expect((await order()).status_history.map((h) => h.status)).toEqual([
      'pending',
      'on-hold',
      'processing',
      'cancelled',
    ]);
    out = run(`#${placed.number}`, 'completed');
    expect(out.status).toBe(0);
    expect(await stock()).toBe(6);
    expect((await order()).date_completed).toEqual(expect.any(String));
    expect(run(placed.number, 'completed').stdout.trim()).toBe(`Order #${placed.number} is already completed.`);
  });

  it('refuses an unknown status or order with a clear message and changes nothing', async () => {
    const { placed, run, order, stock } = await shopWithOrder();
    let out = run(placed.number, 'shipped');
    expect(out.status).toBe(1);
    expect(out.stderr.trim()).toBe(
      'Unknown status "shipped". Use one of: pending, processing, on-hold, completed, cancelled, refunded, failed',
    );
    out = run('99999', 'cancelled');
    expect([out.status, out.stderr.trim()]).toEqual([1, 'No order with number or id "99999".']);
    expect((await order()).status).toBe('on-hold');
    expect(await stock()).toBe(6);
    out = run();
    expect(out.status).toBe(2);
    expect(out.stderr).toContain('Usage: npm run order:status -- <order number or id> <status> [note]');
  });
});

describe("the embedded driver's order status rule", () => {
  it('refuses a status WooCommerce orders do not have, instead of writing it', async () => {
    const { b, placed, order } = await shopWithOrder();
    const err = await b.setOrderStatus(placed.id, 'shipped' as never).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(StoreError);
    expect(err).toMatchObject({ code: 'invalid_request', status: 400 });
    expect((await order()).status).toBe('on-hold');
  });
});
