import { createHmac, timingSafeEqual } from 'node:crypto';
import { MSG } from '../../lib/messages';

/**
 * WooCommerce's webhooks to the shop: where they are delivered, the secret they are signed with,
 * how a delivery is checked, and which deliveries change a page.
 *
 * WooCommerce signs each delivery: X-WC-Webhook-Signature is base64(HMAC-SHA256(raw body, secret)).
 * The secret is derived from the consumer secret the shop already holds and the delivery address,
 * never stored or sent anywhere but to WooCommerce when the shop registers its webhooks: every
 * server process and every machine with the same keys and SITE_URL computes the same one, so a
 * delivery the load balancer hands to any of them verifies, and machines that each register the
 * webhooks at start agree on it instead of overwriting one another's. It changes when the keys
 * are replaced, and the next start registers the new one. Knowing it reveals nothing of the
 * consumer secret (HMAC is one-way); whoever holds the consumer secret could change the store itself.
 */

export const WEBHOOK_PATH = '/api/webhooks/woocommerce';

/** What WooCommerce tells the shop of: every change to a product (variations included) and its trash/restore. */
export const WEBHOOK_TOPICS = ['product.created', 'product.updated', 'product.deleted', 'product.restored'] as const;

/** The message a server worker sends its primary when a verified delivery changes a page. */
export const CATALOGUE_CHANGED = 'nefertari:catalogue-changed';

export function webhookUrl(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${WEBHOOK_PATH}`;
}

export function webhookSecret(consumerSecret: string, deliveryUrl: string): string {
  return createHmac('sha256', consumerSecret)
    .update(`nefertari storefront webhook\n${deliveryUrl}`)
    .digest('base64url');
}

/** The signature WooCommerce puts on `body`. */
export function signature(body: Uint8Array | string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

const BASE64 = /^[A-Za-z0-9+/]{43}=$/;

/** Whether `header` is this body's signature, compared in constant time. */
export function signatureValid(body: Uint8Array, header: string | null, secret: string): boolean {
  if (!header || !BASE64.test(header)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(Buffer.from(header, 'base64'), expected);
}

/**
 * WooCommerce's test delivery when a webhook is created or switched on: a form post of its id,
 * unsigned. It changes nothing, so it is answered 200 (else wp-admin shows the webhook as failing).
 */
export function isPing(body: Uint8Array, contentType: string | null): boolean {
  return (
    (contentType ?? '').startsWith('application/x-www-form-urlencoded') &&
    /^webhook_id=\d{1,12}$/.test(Buffer.from(body).toString('latin1'))
  );
}

/**
 * Why a verified delivery means a rebuild, or null for a topic the shop did not subscribe to. A
 * variant's price or stock (saved, or sold) comes as product.updated for the variation alone,
 * nothing for its product: it is a change of its product's page.
 */
export function deliveryChange(topic: string | null, body: Uint8Array): string | null {
  if (!topic || !(WEBHOOK_TOPICS as readonly string[]).includes(topic)) return null;
  let payload: { id?: unknown; type?: unknown; parent_id?: unknown } = {};
  try {
    payload = JSON.parse(Buffer.from(body).toString('utf8')) ?? {};
  } catch {
    // A delivery whose body is not JSON still says a product changed.
  }
  if (payload.type === 'variation' && typeof payload.parent_id === 'number')
    return MSG.reasonVariant(payload.parent_id);
  return MSG.reasonDelivery(typeof payload.id === 'number' ? payload.id : null, topic.split('.')[1]!);
}

export type Delivery =
  { kind: 'ping' } | { kind: 'refused' } | { kind: 'change'; reason: string } | { kind: 'no-change' };

/** What a request to WEBHOOK_PATH is: WooCommerce's ping, a forged or unsigned one, or a delivery that does or does not change a page. */
export function judgeDelivery(
  body: Uint8Array,
  headers: { get(name: string): string | null },
  secret: string,
): Delivery {
  const signed = headers.get('x-wc-webhook-signature');
  if (!signed && isPing(body, headers.get('content-type'))) return { kind: 'ping' };
  if (!signatureValid(body, signed, secret)) return { kind: 'refused' };
  const reason = deliveryChange(headers.get('x-wc-webhook-topic'), body);
  return reason ? { kind: 'change', reason } : { kind: 'no-change' };
}
