import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import '../../lib/schemas/zod'; // the shop's wording for every issue
import { fetchAllPages, parse, toStoreError, type WooHttp } from '../drivers/woocommerce/http';
import type { StoreSnapshot } from './build-info';
import { WEBHOOK_TOPICS } from './webhook';
import { MSG } from '../../lib/messages';

/**
 * What the rebuilder asks WooCommerce: the store as a build reads it (a snapshot), what changed
 * since one, and the shop's own webhooks.
 *
 * Products: `modified_after` (on the store's clock, from the snapshot's Date header, so a server
 * whose clock is off neither misses nor repeats a change) finds every product saved since,
 * whatever its status; WooCommerce updates date_modified on every save, from wp-admin or REST.
 * A product deleted for good leaves nothing to find that way, so the number of published products
 * is compared too. Categories have no modified date and no webhook topic: a digest of them is.
 * A checkout counts too: WooCommerce saves the product whose stock it lowers, which moves its
 * date_modified (and sends product.updated).
 * A variation's save moves its product's date_modified, so the product shows up here.
 */

const dateOf = (res: { headers: Headers }, fallback = Date.now()) => {
  const d = Date.parse(res.headers.get('date') ?? '');
  return new Date(Number.isFinite(d) ? d : fallback).toISOString();
};
const total = (res: { headers: Headers }) => Number.parseInt(res.headers.get('X-WP-Total') ?? '0', 10) || 0;

const CATEGORY_FIELDS = 'id,name,slug,parent,description,count,image';

async function v3(http: WooHttp, path: string, query: Record<string, string | number | boolean | undefined>) {
  try {
    return await http.call('v3', path, { query });
  } catch (err) {
    throw toStoreError(err);
  }
}

async function categoriesDigest(http: WooHttp): Promise<string> {
  const all = (await fetchAllPages(http, '/products/categories', { _fields: CATEGORY_FIELDS })) as Array<{
    id?: number;
  }>;
  all.sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  return createHash('sha256').update(JSON.stringify(all)).digest('base64url');
}

/** The store now: its clock, its published products and its categories. */
export async function storeSnapshot(http: WooHttp): Promise<StoreSnapshot> {
  const res = await v3(http, '/products', { status: 'publish', per_page: 1, _fields: 'id' });
  return { at: dateOf(res), published: total(res), categories: await categoriesDigest(http) };
}

const changedSchema = z.array(z.object({ id: z.number(), name: z.nullish(z.string()) }));

/** What changed in the store since `since` was taken, in words; empty when nothing did. */
export async function storeChanges(http: WooHttp, since: StoreSnapshot): Promise<string[]> {
  const reasons: string[] = [];
  // One second early: a product saved in the second the build started may have been read before it.
  const after = new Date(Date.parse(since.at) - 1000).toISOString().replace(/\.\d{3}Z$/, '');
  const res = await v3(http, '/products', {
    modified_after: after,
    dates_are_gmt: true,
    per_page: 3,
    _fields: 'id,name',
  });
  const n = total(res);
  if (n > 0) {
    reasons.push(
      MSG.reasonProductsChanged(
        n,
        parse(changedSchema, res.data, 'changed products').map((p) => p.id),
      ),
    );
  }
  const now = await storeSnapshot(http);
  if (now.published !== since.published) reasons.push(MSG.reasonPublished(since.published, now.published));
  if (now.categories !== since.categories) reasons.push(MSG.reasonCategories);
  return reasons;
}

const webhookSchema = z.object({
  id: z.number(),
  name: z.nullish(z.string()),
  status: z.nullish(z.string()),
  topic: z.nullish(z.string()),
  delivery_url: z.nullish(z.string()),
});

export interface WebhookSetup {
  created: string[];
  updated: string[];
  removed: number[];
}

/**
 * Makes the store deliver WEBHOOK_TOPICS to `deliveryUrl`, signed with `secret`, once each: the
 * shop's own webhooks are the ones with its delivery address. Each is (re)activated with the
 * secret every time (WooCommerce never shows a secret back, and deactivates a webhook after
 * repeated failed deliveries), a missing one is created, a duplicate removed; another shop's or
 * an owner's own webhooks are left alone.
 */
export async function ensureWebhooks(
  http: WooHttp,
  deliveryUrl: string,
  secret: string,
  name: string,
): Promise<WebhookSetup> {
  const all = parse(z.array(webhookSchema), await fetchAllPages(http, '/webhooks'), 'webhooks');
  const mine = all.filter((w) => w.delivery_url === deliveryUrl);
  const out: WebhookSetup = { created: [], updated: [], removed: [] };
  const call = async (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
    try {
      await http.call('v3', path, { method, body, query: method === 'DELETE' ? { force: true } : {} });
    } catch (err) {
      throw toStoreError(err);
    }
  };
  for (const topic of WEBHOOK_TOPICS) {
    const [keep, ...extra] = mine.filter((w) => w.topic === topic);
    for (const w of extra) {
      await call('DELETE', `/webhooks/${w.id}`);
      out.removed.push(w.id);
    }
    const body = { name: `${name}: ${topic}`, status: 'active', secret };
    if (keep) {
      await call('PUT', `/webhooks/${keep.id}`, body);
      out.updated.push(topic);
    } else {
      await call('POST', '/webhooks', { ...body, topic, delivery_url: deliveryUrl });
      out.created.push(topic);
    }
  }
  return out;
}
