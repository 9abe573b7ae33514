import { errorJson, json, route } from '../../../server/http';
import { settings } from '../../../server/settings';
import { storeStatus } from '../../../server/store';
import { CATALOGUE_CHANGED, judgeDelivery, webhookSecret, webhookUrl } from '../../../server/rebuild/webhook';
import { MSG } from '../../../lib/messages';

export const prerender = false;

/** Refusals are logged at most once a minute per process: a flood of forged requests cannot fill the log. */
let lastRefusalLogged = 0;

/**
 * WooCommerce's webhook deliveries (src/server/rebuild/webhook.ts): the raw body is checked
 * against its signature, and a product change is passed to the server's primary process, whose
 * page rebuilder decides when to build. Answers at once; unsigned or forged requests get 401.
 */
export const POST = route(async ({ request }) => {
  if (storeStatus().driver !== 'woocommerce') return errorJson(404, 'not_found', MSG.apiNotFound);
  const body = new Uint8Array(await request.arrayBuffer());
  const url = webhookUrl(settings.mail.siteUrl);
  const delivery = judgeDelivery(body, request.headers, webhookSecret(settings.woocommerce.consumerSecret ?? '', url));
  if (delivery.kind === 'refused') {
    if (Date.now() - lastRefusalLogged > 60_000) {
      lastRefusalLogged = Date.now();
      // Nothing of the request itself: neither its signature nor its body.
      console.warn('Refused a request to the WooCommerce webhook: it is not signed with the shop’s webhook secret.');
    }
    return errorJson(401, 'unauthorized', MSG.webhookRefused);
  }
  if (delivery.kind === 'change') process.send?.({ type: CATALOGUE_CHANGED, reason: delivery.reason });
  return json({ ok: true });
});
