import { describe, expect, it } from 'vitest';
import {
  judgeDelivery,
  signature,
  signatureValid,
  webhookSecret,
  webhookUrl,
} from '../../../src/server/rebuild/webhook';
import { nextSaleChange } from '../../../src/server/rebuild/build-info';
import { rebuildSettings } from '../../../src/server/rebuild/settings';

/** How the shop tells WooCommerce's deliveries from anything else sent to its webhook address. */
const BODY = Buffer.from('{"id":21,"type":"simple","name":"Lapis Scarab Signet Ring"}');
/** PHP's base64_encode(hash_hmac('sha256', BODY, 's3cret-Zq', true)), as WooCommerce signs a delivery. */
const PHP_SIGNATURE = 'EDAdqQhHF1Q3TZUPvg598VPuEJvRRnMSmaG1trrj1xM=';

const headers = (h: Record<string, string>) => new Headers(h);

describe('webhook signature', () => {
  it("matches WooCommerce's own (PHP's HMAC-SHA256 of the raw body, base64)", () => {
    expect(signature(BODY, 's3cret-Zq')).toBe(PHP_SIGNATURE);
    expect(signatureValid(BODY, PHP_SIGNATURE, 's3cret-Zq')).toBe(true);
  });

  it('refuses another secret, another body, no signature and a malformed one', () => {
    expect(signatureValid(BODY, PHP_SIGNATURE, 's3cret-Zr')).toBe(false);
    expect(signatureValid(Buffer.from(`${BODY} `), PHP_SIGNATURE, 's3cret-Zq')).toBe(false);
    expect(signatureValid(BODY, null, 's3cret-Zq')).toBe(false);
    expect(signatureValid(BODY, '', 's3cret-Zq')).toBe(false);
    expect(signatureValid(BODY, PHP_SIGNATURE.slice(0, -2), 's3cret-Zq')).toBe(false);
    expect(signatureValid(BODY, `${PHP_SIGNATURE}AA`, 's3cret-Zq')).toBe(false);
  });

  it('the secret is the same on every server with the same keys and address, and differs when either does', () => {
    const url = webhookUrl('https://shop.example.com/');
    expect(url).toBe('https://shop.example.com/api/webhooks/woocommerce');
    const secret = webhookSecret('cs_live_1', url);
    expect(webhookSecret('cs_live_1', url)).toBe(secret);
    expect(webhookSecret('cs_live_2', url)).not.toBe(secret);
    expect(webhookSecret('cs_live_1', webhookUrl('https://staging.example.com'))).not.toBe(secret);
    expect(secret).not.toContain('cs_live_1');
    // WordPress decodes HTML entities in a secret before signing (wp_specialchars_decode): none here.
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('a request to the webhook address', () => {
  const secret = 's3cret-Zq';
  const signed = (topic: string, body: Buffer | string = BODY) =>
    judgeDelivery(
      Buffer.from(body),
      headers({ 'x-wc-webhook-topic': topic, 'x-wc-webhook-signature': signature(body, secret) }),
      secret,
    );

  it('a signed product delivery is a change, named by its product', () => {
    expect(signed('product.updated')).toEqual({ kind: 'change', reason: 'product 21 updated in WooCommerce' });
    expect(signed('product.deleted', '{"id":7}')).toEqual({
      kind: 'change',
      reason: 'product 7 deleted in WooCommerce',
    });
    expect(signed('product.created', 'not json')).toEqual({
      kind: 'change',
      reason: 'a product created in WooCommerce',
    });
  });

  it("a variation's delivery is a change of its product's page; topics the shop did not ask for change none", () => {
    expect(signed('product.updated', '{"id":90,"type":"variation","parent_id":89}')).toEqual({
      kind: 'change',
      reason: 'a variant of product 89 updated in WooCommerce',
    });
    expect(signed('order.created', '{"id":5}')).toEqual({ kind: 'no-change' });
  });

  it("WooCommerce's unsigned ping is answered; any other unsigned or forged request is refused", () => {
    const ping = Buffer.from('webhook_id=12');
    expect(judgeDelivery(ping, headers({ 'content-type': 'application/x-www-form-urlencoded' }), secret)).toEqual({
      kind: 'ping',
    });
    expect(judgeDelivery(BODY, headers({ 'x-wc-webhook-topic': 'product.updated' }), secret)).toEqual({
      kind: 'refused',
    });
    expect(
      judgeDelivery(
        BODY,
        headers({ 'x-wc-webhook-topic': 'product.updated', 'x-wc-webhook-signature': signature(BODY, 'guessed') }),
        secret,
      ),
    ).toEqual({ kind: 'refused' });
    // A ping's shape does not excuse a wrong signature, nor carries anything else.
    expect(
      judgeDelivery(
        Buffer.from('webhook_id=12&x=1'),
        headers({ 'content-type': 'application/x-www-form-urlencoded' }),
        secret,
      ),
    ).toEqual({ kind: 'refused' });
  });
});

describe('the next scheduled sale change', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it('is the earliest start or end after now; a sale ends one second after its last second', () => {
    expect(
      nextSaleChange(
        [
          { date_on_sale_from: '2026-12-01T10:00:00Z', date_on_sale_to: null },
          { date_on_sale_from: '2026-11-20T00:00:00Z', date_on_sale_to: '2026-11-30T23:59:59Z' },
          { date_on_sale_from: null, date_on_sale_to: null },
        ],
        now,
      ),
    ).toBe('2026-12-01T00:00:00.000Z');
    expect(nextSaleChange([{ date_on_sale_from: '2026-11-26T12:00:01Z' }], now)).toBe('2026-11-26T12:00:01.000Z');
  });

  it('is none when every sale has started and none ends', () => {
    expect(nextSaleChange([{ date_on_sale_from: '2026-11-01T00:00:00Z', date_on_sale_to: null }, {}], now)).toBeNull();
  });
});

describe('rebuild settings', () => {
  const woo = {
    WOOCOMMERCE_URL: 'https://store.example.com',
    WOOCOMMERCE_CONSUMER_KEY: 'ck',
    WOOCOMMERCE_CONSUMER_SECRET: 'cs',
  };
  it('on WooCommerce by default, with webhooks and a poll every two minutes', () => {
    expect(rebuildSettings({ ...woo, SITE_URL: 'https://shop.example.com/' })).toMatchObject({
      off: null,
      siteUrl: 'https://shop.example.com',
      webhooks: true,
      pollMs: 120_000,
      debounceMs: 10_000,
    });
  });
  it('off on the embedded store, with REBUILD=off, and without a webhook address when SITE_URL is unset', () => {
    expect(rebuildSettings({}).off).toBe('embedded store');
    expect(rebuildSettings({ ...woo, STORE_DRIVER: 'embedded' }).off).toBe('embedded store');
    expect(rebuildSettings({ ...woo, REBUILD: 'off' }).off).toBe('REBUILD=off');
    expect(rebuildSettings(woo).siteUrl).toBeNull();
    expect(rebuildSettings({ ...woo, REBUILD_WEBHOOKS: 'off', REBUILD_POLL_MS: '0' })).toMatchObject({
      webhooks: false,
      pollMs: 0,
    });
  });
});
