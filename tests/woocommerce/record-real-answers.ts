import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT, readStoreEnv, type StoreEnv } from './store.ts';
import { addOwnerProducts, type OwnerProducts } from './sample-catalogue.ts';

/**
 * Records what a real WooCommerce 10 store answers for variable, grouped, external and virtual
 * products, coupons and webhooks, into tests/fixtures/woocommerce-real (the answer body as .json,
 * the status line and headers as .headers, keys redacted). Needs a kit store stocked with
 * sample-catalogue.ts:
 *
 *   WOOCOMMERCE_PORT_OFFSET=500 bash tests/woocommerce-store/start.sh /tmp/wcs-lab
 *   npx node tests/woocommerce/sample-catalogue.ts /tmp/wcs-lab
 *   npx node tests/woocommerce/record-real-answers.ts /tmp/wcs-lab [catalogue|images|cart|coupons|webhooks ...]
 *
 * It changes the store (orders, coupons, a scheduled-sale product, webhooks): run it on a store of
 * its own. Webhook deliveries go to a listener on 127.0.0.1:8080 (WEBHOOK_LISTENER_PORT):
 * WordPress delivers only to ports 80, 443 and 8080, or to the store's own address.
 */
const OUT = path.join(ROOT, 'tests/fixtures/woocommerce-real');
const exec = promisify(execFile);

const state = path.resolve(process.argv[2] ?? process.env.WOOCOMMERCE_STATE_DIR ?? '/tmp/woocommerce-store');
const sections = new Set(process.argv.slice(3));
const env: StoreEnv = readStoreEnv(state);
const ca = readFileSync(env.WOOCOMMERCE_CA_CERT);
const KEYS = `Basic ${Buffer.from(`${env.WOOCOMMERCE_CONSUMER_KEY}:${env.WOOCOMMERCE_CONSUMER_SECRET}`).toString('base64')}`;
const API = `${env.WOOCOMMERCE_URL}/wp-json`;
/** The list of what was recorded, for the fixtures' README. */
const recorded: string[] = [];
/** What was seen, for the findings note. */
const seen: string[] = [];
const note = (line: string) => {
  seen.push(line);
  console.log(`  ${line}`);
};

interface Answer {
  status: number;
  statusMessage: string;
  rawHeaders: string[];
  text: string;
  json: any;
  header(name: string): string | undefined;
}

function send(
  method: string,
  url: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const u = new URL(url);
  const body = opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body));
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (body) {
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = String(body.length);
  }
  const lib = u.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(u, { method, headers, ca, timeout: 180_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown = undefined;
        try {
          json = JSON.parse(text);
        } catch {
          /* keep the text */
        }
        resolve({
          status: res.statusCode ?? 0,
          statusMessage: res.statusMessage ?? '',
          rawHeaders: res.rawHeaders,
          text,
          json,
          header: (name) => {
            const v = res.headers[name.toLowerCase()];
            return Array.isArray(v) ? v.join(', ') : v;
          },
        });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${url} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

const redact = (s: string) =>
  s
    .replaceAll(env.WOOCOMMERCE_CONSUMER_KEY, 'ck_REDACTED')
    .replaceAll(env.WOOCOMMERCE_CONSUMER_SECRET, 'cs_REDACTED')
    .replace(/\bck_[0-9a-f]{40}\b/g, 'ck_REDACTED')
    .replace(/\bcs_[0-9a-f]{40}\b/g, 'cs_REDACTED');

function headerLines(first: string, raw: string[]): string {
  const lines = [first];
  for (let i = 0; i < raw.length; i += 2) lines.push(`${raw[i]}: ${raw[i + 1]}`);
  return redact(lines.join('\r\n') + '\r\n\r\n');
}

/** Writes NAME.json and NAME.headers; `what` is the README's line (the request that made it). */
function save(name: string, res: Answer, what: string): Answer {
  mkdirSync(OUT, { recursive: true });
  const body = res.json === undefined ? res.text : JSON.stringify(res.json, null, 2) + '\n';
  writeFileSync(path.join(OUT, `${name}.json`), redact(body));
  writeFileSync(
    path.join(OUT, `${name}.headers`),
    headerLines(`HTTP/1.1 ${res.status} ${res.statusMessage}`, res.rawHeaders),
  );
  recorded.push(`- \`${name}\`: ${what}`);
  const code = res.json && typeof res.json === 'object' && 'code' in res.json ? ` ${res.json.code}` : '';
  console.log(`${name}: ${res.status}${code}`);
  return res;
}

async function v3(method: string, route: string, body?: unknown): Promise<Answer> {
  return send(method, `${API}/wc/v3${route}`, { headers: { Authorization: KEYS }, body });
}
async function v3ok<T = any>(method: string, route: string, body?: unknown): Promise<T> {
  const res = await v3(method, route, body);
  if (res.status >= 400) throw new Error(`${method} ${route} -> ${res.status} ${res.text.slice(0, 300)}`);
  return res.json as T;
}

/** A Store API shopper: keeps the Cart-Token every answer carries, optionally logged in (JWT). */
class Shopper {
  token = '';
  bearer: string | undefined;
  constructor(bearer?: string) {
    this.bearer = bearer;
  }
  async call(method: string, route: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (this.token) headers['Cart-Token'] = this.token;
    if (this.bearer) headers.Authorization = `Bearer ${this.bearer}`;
    const res = await send(method, `${API}/wc/store/v1${route}`, { headers, body });
    this.token = res.header('cart-token') ?? this.token;
    return res;
  }
  async start(): Promise<this> {
    await this.call('GET', '/cart');
    return this;
  }
  async ok(method: string, route: string, body?: unknown): Promise<any> {
    const res = await this.call(method, route, body);
    if (res.status >= 400) throw new Error(`${method} ${route} -> ${res.status} ${res.text.slice(0, 300)}`);
    return res.json;
  }
}

async function jwt(username: string, password: string): Promise<string> {
  const res = await send('POST', `${API}/jwt-auth/v1/token`, { body: { username, password } });
  if (!res.json?.token) throw new Error(`JWT for ${username}: ${res.status}`);
  return res.json.token as string;
}

/** wp-cli, asynchronously: the webhook listener in this process must answer while it runs. */
async function wpCli(args: string[], withStderr = false): Promise<string> {
  const { stdout, stderr } = await exec(
    'php',
    [
      '-d',
      'memory_limit=768M',
      path.join(state, 'bin/wp-cli.phar'),
      '--allow-root',
      `--path=${path.join(state, 'site')}`,
      ...args,
    ],
    {
      env: {
        ...process.env,
        WP_CLI_CACHE_DIR: path.join(state, 'cache/wp-cli'),
        WP_CLI_CONFIG_PATH: path.join(state, 'cache/wp-cli.yml'),
      },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return (withStderr ? `${stdout}\n${stderr}` : stdout).trim();
}

/** Runs the due webhook deliveries, as a host's system cron would with `wp action-scheduler run`. */
const runQueue = () => wpCli(['action-scheduler', 'run'], true);

async function productBySku(sku: string): Promise<any> {
  const [p] = await v3ok<any[]>('GET', `/products?sku=${encodeURIComponent(sku)}&status=any`);
  if (!p) throw new Error(`no product ${sku}: stock the store with sample-catalogue.ts first`);
  return p;
}

const ADDRESS = {
  first_name: 'Nour',
  last_name: 'Hassan',
  company: '',
  address_1: '5 Tahrir Square',
  address_2: '',
  city: 'Cairo',
  state: 'EGC',
  postcode: '11511',
  country: 'EG',
  phone: '+20 100 000 0000',
};
const billing = (email: string) => ({ ...ADDRESS, email });

// ------------------------------------------------------------------------------------------ catalogue
async function catalogue(owner: OwnerProducts): Promise<void> {
  const store = new Shopper();
  // A sale that starts in a minute (store time): looked at again at the end of this section.
  const startsAt = new Date(Date.now() + 65_000);
  const startsLocal = new Date(startsAt.getTime() + cairoOffsetMs(startsAt)).toISOString().slice(0, 19);
  const soon = await v3('POST', '/products', {
    name: 'Sale Starting Soon Bangle',
    type: 'simple',
    status: 'publish',
    sku: `LAB-SALE-SOON-${Date.now().toString(36)}`,
    regular_price: '100.00',
    sale_price: '80.00',
    date_on_sale_from: startsLocal,
  });
  if (soon.status !== 201) throw new Error(`sale product: ${soon.status} ${soon.text.slice(0, 300)}`);
  const all = await v3('GET', '/products?per_page=100');
  save(
    'v3-products-all-types',
    all,
    "`GET /wc/v3/products?per_page=100` after the sample import and the owner's products: every product type",
  );
  note(`GET /wc/v3/products lists ${all.json.length} products (no variations); X-WP-Total ${all.header('x-wp-total')}`);

  save(
    'v3-product-variable-ring',
    await v3('GET', `/products/${owner.ring.id}`),
    '`GET /wc/v3/products/{id}`: the variable "Lotus Stacking Ring" (global attribute pa_ring-size, default size 7)',
  );
  save(
    'v3-product-variations-ring',
    await v3('GET', `/products/${owner.ring.id}/variations?per_page=100`),
    '`GET /wc/v3/products/{id}/variations?per_page=100` for the ring: sizes 6 (4 in stock), 7 (2), 8 (sold out)',
  );
  save(
    'v3-product-variation-ring-sold-out',
    await v3('GET', `/products/${owner.ring.id}/variations/${owner.ring.variations['8']}`),
    '`GET /wc/v3/products/{id}/variations/{variation_id}`: the sold-out size 8',
  );
  save(
    'v3-product-variable-necklace',
    await v3('GET', `/products/${owner.necklace.id}`),
    '`GET /wc/v3/products/{id}`: "Nile Link Chain Necklace", local attribute "Length", stock kept on the parent',
  );
  save(
    'v3-product-variations-necklace',
    await v3('GET', `/products/${owner.necklace.id}/variations?per_page=100`),
    '`GET /wc/v3/products/{id}/variations?per_page=100` for the necklace: three prices, 45 cm on sale, `manage_stock: "parent"`',
  );
  const hoodie = await productBySku('woo-hoodie');
  const vneck = await productBySku('woo-vneck-tee');
  save(
    'v3-product-variable-hoodie',
    await v3('GET', `/products/${hoodie.id}`),
    '`GET /wc/v3/products/{id}`: the sample "Hoodie" (global Color, local Logo; no picture)',
  );
  save(
    'v3-product-variations-hoodie',
    await v3('GET', `/products/${hoodie.id}/variations?per_page=100`),
    '`GET /wc/v3/products/{id}/variations?per_page=100` for the sample Hoodie',
  );
  save(
    'v3-product-variable-vneck',
    await v3('GET', `/products/${vneck.id}`),
    '`GET /wc/v3/products/{id}`: the sample "V-Neck T-Shirt" (Color and Size, both global)',
  );
  save(
    'v3-product-variations-vneck',
    await v3('GET', `/products/${vneck.id}/variations?per_page=100`),
    '`GET /wc/v3/products/{id}/variations?per_page=100` for the V-Neck T-Shirt: its variations are for "any" Size, which REST v3 shows by leaving Size out',
  );
  const grouped = await productBySku('logo-collection');
  const external = await productBySku('wp-pennant');
  const album = await productBySku('woo-album');
  const single = await productBySku('woo-single');
  save(
    'v3-product-grouped',
    await v3('GET', `/products/${grouped.id}`),
    '`GET /wc/v3/products/{id}`: the grouped "Logo Collection" (`grouped_products`)',
  );
  save(
    'v3-product-external',
    await v3('GET', `/products/${external.id}`),
    '`GET /wc/v3/products/{id}`: the external "WordPress Pennant" (`external_url`, `button_text`)',
  );
  save(
    'v3-product-virtual-downloadable',
    await v3('GET', `/products/${album.id}`),
    '`GET /wc/v3/products/{id}`: the virtual, downloadable "Album" (two downloads)',
  );

  const belt = await productBySku('woo-belt');
  // A sale that starts tomorrow (store time), on a product of its own.
  const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
  const inAWeek = new Date(Date.now() + 8 * 86400_000).toISOString().slice(0, 10);
  const existing = await v3ok<any[]>('GET', '/products?sku=LAB-SCHEDULED-SALE&status=any');
  const saleBody = {
    name: 'Scheduled Sale Bangle',
    type: 'simple',
    status: 'publish',
    regular_price: '1000.00',
    sale_price: '800.00',
    date_on_sale_from: `${tomorrow}T00:00:00`,
    date_on_sale_to: `${inAWeek}T23:59:59`,
    manage_stock: true,
    stock_quantity: 5,
  };
  const saleRes = existing[0]
    ? await v3('PUT', `/products/${existing[0].id}`, saleBody)
    : await v3('POST', '/products', { sku: 'LAB-SCHEDULED-SALE', ...saleBody });
  save(
    'v3-product-scheduled-sale-create',
    saleRes,
    '`POST /wc/v3/products` with `sale_price` 800.00 and `date_on_sale_from` tomorrow: the answer',
  );
  const saleId = saleRes.json.id;
  const saleV3 = save(
    'v3-product-scheduled-sale',
    await v3('GET', `/products/${saleId}`),
    '`GET /wc/v3/products/{id}`: the scheduled sale before its start (price, sale_price, on_sale)',
  );
  const saleStore = save(
    'store-product-scheduled-sale',
    await store.call('GET', `/products/${saleId}`),
    '`GET /wc/store/v1/products/{id}`: the scheduled sale before its start',
  );
  note(
    `scheduled sale before its date: v3 price ${saleV3.json.price} regular ${saleV3.json.regular_price} sale ${saleV3.json.sale_price} on_sale ${saleV3.json.on_sale}; ` +
      `Store API price ${saleStore.json.prices.price} sale ${saleStore.json.prices.sale_price} on_sale ${saleStore.json.on_sale}`,
  );

  // modified_after: one product changed after a moment; the moment in UTC, with and without dates_are_gmt.
  // (Whole seconds apart: the store keeps modification times to the second.)
  await new Promise((r) => setTimeout(r, 1500));
  const cut = new Date();
  const cutUtc = cut.toISOString().slice(0, 19);
  await new Promise((r) => setTimeout(r, 1500));
  await v3ok('PUT', `/products/${belt.id}`, { short_description: `<p>Changed at ${new Date().toISOString()}.</p>` });
  const modGmt = await v3('GET', `/products?modified_after=${cutUtc}&dates_are_gmt=true&per_page=100`);
  save(
    'v3-products-modified-after-gmt',
    modGmt,
    '`GET /wc/v3/products?modified_after=T&dates_are_gmt=true` with T a UTC time just before one product (the Belt) was changed',
  );
  const modLocal = await v3('GET', `/products?modified_after=${cutUtc}&per_page=100`);
  save(
    'v3-products-modified-after',
    modLocal,
    '`GET /wc/v3/products?modified_after=T` with the same UTC time T and no dates_are_gmt: T is read as store time (Cairo)',
  );
  const cairo = new Date(cut.getTime() + cairoOffsetMs(cut)).toISOString().slice(0, 19);
  const modCairo = await v3('GET', `/products?modified_after=${cairo}&per_page=100`);
  save(
    'v3-products-modified-after-local',
    modCairo,
    '`GET /wc/v3/products?modified_after=T` with T the same moment in store time (Cairo)',
  );
  note(
    `modified_after: UTC + dates_are_gmt -> ${modGmt.json.length} products; UTC without -> ${modLocal.json.length}; Cairo time without -> ${modCairo.json.length}`,
  );
  const modVariation = await v3ok<any[]>(
    'GET',
    `/products/${owner.ring.id}/variations?modified_after=${cutUtc}&dates_are_gmt=true`,
  );
  note(`variations?modified_after: ${modVariation.length} ring variations changed since then`);

  save(
    'v3-products-attributes',
    await v3('GET', '/products/attributes'),
    '`GET /wc/v3/products/attributes`: the global attributes (Color and Size from the import, Ring size by hand)',
  );
  save(
    'v3-products-attribute-terms-ring-size',
    await v3('GET', `/products/attributes/${owner.ring.attributeId}/terms?per_page=100`),
    '`GET /wc/v3/products/attributes/{id}/terms`: the terms of pa_ring-size',
  );
  const color = (await v3ok<any[]>('GET', '/products/attributes')).find((a) => a.slug === 'pa_color');
  save(
    'v3-products-attribute-terms-color',
    await v3('GET', `/products/attributes/${color.id}/terms?per_page=100`),
    '`GET /wc/v3/products/attributes/{id}/terms`: the terms of pa_color (imported)',
  );

  // The Store API's view of the same products.
  save(
    'store-products-all-types',
    await store.call('GET', '/products?per_page=100'),
    '`GET /wc/store/v1/products?per_page=100`: every type, as a shopper sees them',
  );
  save(
    'store-product-variable-ring',
    await store.call('GET', `/products/${owner.ring.id}`),
    '`GET /wc/store/v1/products/{id}`: the ring (its `variations`, `attributes` with the default term, `has_options`, `prices.price_range`)',
  );
  save(
    'store-product-variation-sold-out',
    await store.call('GET', `/products/${owner.ring.variations['8']}`),
    '`GET /wc/store/v1/products/{variation_id}`: the sold-out size 8 (type "variation", `is_in_stock` false, `is_purchasable` true)',
  );
  save(
    'store-product-variable-necklace',
    await store.call('GET', `/products/${owner.necklace.id}`),
    '`GET /wc/store/v1/products/{id}`: the necklace (local attribute: term ids 0, values are the option text)',
  );
  save(
    'store-product-variable-vneck',
    await store.call('GET', `/products/${vneck.id}`),
    '`GET /wc/store/v1/products/{id}`: the V-Neck T-Shirt, whose variations are for any Size (`value: null`)',
  );
  save(
    'store-product-variable-hoodie',
    await store.call('GET', `/products/${hoodie.id}`),
    '`GET /wc/store/v1/products/{id}`: the Hoodie (one variation on sale)',
  );
  save(
    'store-product-grouped',
    await store.call('GET', `/products/${grouped.id}`),
    '`GET /wc/store/v1/products/{id}`: the grouped Logo Collection',
  );
  save(
    'store-product-external',
    await store.call('GET', `/products/${external.id}`),
    '`GET /wc/store/v1/products/{id}`: the external WordPress Pennant',
  );
  save(
    'store-product-virtual-downloadable',
    await store.call('GET', `/products/${single.id}`),
    '`GET /wc/store/v1/products/{id}`: the virtual, downloadable "Single" (on sale)',
  );

  // The sale's start has passed; WordPress's daily woocommerce_scheduled_sales event has not run.
  const wait = startsAt.getTime() + 3000 - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const id = soon.json.id;
  const startedV3 = save(
    'v3-product-sale-started-before-cron',
    await v3('GET', `/products/${id}`),
    '`GET /wc/v3/products/{id}` of a product whose sale (100.00 -> 80.00) started a few seconds ago, before the daily `woocommerce_scheduled_sales` cron event ran',
  );
  const startedStore = save(
    'store-product-sale-started-before-cron',
    await store.call('GET', `/products/${id}`),
    '`GET /wc/store/v1/products/{id}` of the same product at the same moment',
  );
  const buyer = await new Shopper().start();
  const startedCart = save(
    'store-cart-add-item-sale-started-before-cron',
    await buyer.call('POST', '/cart/add-item', { id, quantity: 1 }),
    '`POST /wc/store/v1/cart/add-item` of that product at that moment: the price the cart charges',
  );
  await wpCli(['cron', 'event', 'run', 'woocommerce_scheduled_sales']);
  const afterCron = save(
    'v3-product-sale-started-after-cron',
    await v3('GET', `/products/${id}`),
    '`GET /wc/v3/products/{id}` of the same product after `wp cron event run woocommerce_scheduled_sales`',
  );
  const item = startedCart.json.items?.find((i: any) => i.id === id);
  note(
    `sale started, cron not run: v3 price ${startedV3.json.price} on_sale ${startedV3.json.on_sale}; Store API price ${startedStore.json.prices.price} sale_price ${startedStore.json.prices.sale_price} on_sale ${startedStore.json.on_sale}; ` +
      `cart line price ${item?.prices.price}; after the cron event v3 price ${afterCron.json.price}`,
  );
}

/** Cairo's offset from UTC at an instant (+2 h, +3 h in summer time), as the store's timezone says. */
function cairoOffsetMs(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Africa/Cairo',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

// ------------------------------------------------------------------------------------------ images
/** A product without a picture in each API, and the placeholder WooCommerce has for it. */
async function images(): Promise<void> {
  const store = new Shopper();
  const belt = await productBySku('woo-belt');
  save(
    'v3-settings-products',
    await v3('GET', '/settings/products'),
    '`GET /wc/v3/settings/products`: weight_unit, dimension_unit, placeholder image id, stock settings',
  );
  const placeholderId = (await v3ok<any>('GET', '/settings/products/woocommerce_placeholder_image')).value;
  save(
    'wp-media-placeholder',
    await send('GET', `${API}/wp/v2/media/${placeholderId}`),
    '`GET /wp/v2/media/{woocommerce_placeholder_image}` without auth: the placeholder picture WooCommerce installs (a .webp)',
  );
  const beltV3 = save(
    'v3-product-without-image',
    await v3('GET', `/products/${belt.id}`),
    '`GET /wc/v3/products/{id}`: a product without a picture (the sample Belt, imported without images)',
  );
  const beltStore = save(
    'store-product-without-image',
    await store.call('GET', `/products/${belt.id}`),
    '`GET /wc/store/v1/products/{id}`: the same product without a picture',
  );
  note(
    `product without picture: REST v3 images ${JSON.stringify(beltV3.json.images)}, Store API images ${JSON.stringify(beltStore.json.images)}`,
  );

  save(
    'v2-product-without-image',
    await send('GET', `${API}/wc/v2/products/${belt.id}`, { headers: { Authorization: KEYS } }),
    '`GET /wc/v2/products/{id}` of the same product: REST v2 (and v1) still put the placeholder in `images` (id 0)',
  );
}

// ------------------------------------------------------------------------------------------ cart
async function cart(owner: OwnerProducts): Promise<void> {
  const s = await new Shopper().start();
  save(
    'store-cart-add-item-variation-id',
    await s.call('POST', '/cart/add-item', { id: owner.ring.variations['7'], quantity: 1 }),
    '`POST /wc/store/v1/cart/add-item {id: <variation id of size 7>, quantity: 1}`',
  );
  save(
    'store-cart-add-item-variation-attributes',
    await s.call('POST', '/cart/add-item', {
      id: owner.ring.id,
      quantity: 1,
      variation: [{ attribute: 'pa_ring-size', value: '6' }],
    }),
    '`POST /wc/store/v1/cart/add-item {id: <ring>, variation: [{attribute: "pa_ring-size", value: "6"}]}`: the parent id and the attribute by taxonomy',
  );
  const byLabel = await s.call('POST', '/cart/add-item', {
    id: owner.ring.id,
    quantity: 1,
    variation: [{ attribute: 'Ring size', value: '6' }],
  });
  save(
    'store-cart-add-item-variation-attribute-label',
    byLabel,
    '`POST /wc/store/v1/cart/add-item` on the ring with `variation: [{attribute: "Ring size", value: "6"}]`: the attribute by its label',
  );
  const local = await s.call('POST', '/cart/add-item', {
    id: owner.necklace.id,
    quantity: 1,
    variation: [{ attribute: 'Length', value: '45 cm' }],
  });
  save(
    'store-cart-add-item-local-attribute',
    local,
    '`POST /wc/store/v1/cart/add-item` on the necklace with `variation: [{attribute: "Length", value: "45 cm"}]` (local attribute, on sale)',
  );
  save(
    'store-cart-add-item-variable-without-variation',
    await s.call('POST', '/cart/add-item', { id: owner.ring.id, quantity: 1 }),
    "`POST /wc/store/v1/cart/add-item` with the variable ring's own id and no `variation`: refused",
  );
  save(
    'store-cart-add-item-unknown-variation',
    await s.call('POST', '/cart/add-item', {
      id: owner.ring.id,
      quantity: 1,
      variation: [{ attribute: 'pa_ring-size', value: '9' }],
    }),
    '`POST /wc/store/v1/cart/add-item` on the ring with a size it does not have (9)',
  );
  save(
    'store-cart-add-item-sold-out-variation',
    await s.call('POST', '/cart/add-item', { id: owner.ring.variations['8'], quantity: 1 }),
    "`POST /wc/store/v1/cart/add-item` with the sold-out size 8's variation id",
  );
  save(
    'store-cart-add-item-sold-out-variation-attributes',
    await s.call('POST', '/cart/add-item', {
      id: owner.ring.id,
      quantity: 1,
      variation: [{ attribute: 'pa_ring-size', value: '8' }],
    }),
    '`POST /wc/store/v1/cart/add-item` on the ring with `variation` size 8 (sold out)',
  );
  save(
    'store-cart-add-item-variation-too-many',
    await s.call('POST', '/cart/add-item', { id: owner.ring.variations['7'], quantity: 5 }),
    '`POST /wc/store/v1/cart/add-item` with 5 of size 7 (2 in stock, 1 already in the cart)',
  );
  const vneck = await productBySku('woo-vneck-tee');
  const anySize = await s.call('POST', '/cart/add-item', {
    id: vneck.id,
    quantity: 1,
    variation: [
      { attribute: 'pa_color', value: 'red' },
      { attribute: 'pa_size', value: 'large' },
    ],
  });
  save(
    'store-cart-add-item-any-attribute',
    anySize,
    '`POST /wc/store/v1/cart/add-item` on the V-Neck T-Shirt with Color red and Size large: a variation for "any" Size takes the chosen one',
  );
  save(
    'store-cart-add-item-any-attribute-missing',
    await s.call('POST', '/cart/add-item', {
      id: vneck.id,
      quantity: 1,
      variation: [{ attribute: 'pa_color', value: 'red' }],
    }),
    '`POST /wc/store/v1/cart/add-item` on the V-Neck T-Shirt with Color only (Size is "any" but must still be chosen)',
  );
  save(
    'store-cart-add-item-any-attribute-variation-id',
    await s.call('POST', '/cart/add-item', { id: (vneck.variations as number[])[0], quantity: 1 }),
    '`POST /wc/store/v1/cart/add-item` with the id of a V-Neck variation for any Size, and no `variation`',
  );
  save(
    'store-cart-with-variations',
    await s.call('GET', '/cart'),
    "`GET /wc/store/v1/cart` holding the ring sizes 7 and 6, the necklace 45 cm and the V-Neck red/large: items' `variation`, `key`, prices",
  );

  const grouped = await productBySku('logo-collection');
  const external = await productBySku('wp-pennant');
  save(
    'store-cart-add-item-grouped',
    await s.call('POST', '/cart/add-item', { id: grouped.id, quantity: 1 }),
    "`POST /wc/store/v1/cart/add-item` with the grouped product's id",
  );
  save(
    'store-cart-add-item-external',
    await s.call('POST', '/cart/add-item', { id: external.id, quantity: 1 }),
    "`POST /wc/store/v1/cart/add-item` with the external product's id",
  );

  // A cart holding only a virtual product, and its checkout.
  const album = await productBySku('woo-album');
  const v = await new Shopper().start();
  await v.ok('POST', '/cart/add-item', { id: album.id, quantity: 1 });
  const vCart = save(
    'store-cart-virtual-only',
    await v.call('GET', '/cart'),
    '`GET /wc/store/v1/cart` holding only the virtual Album: `needs_shipping` false, no shipping rates',
  );
  note(
    `virtual-only cart: needs_shipping ${vCart.json.needs_shipping}, shipping_rates ${JSON.stringify(vCart.json.shipping_rates)}`,
  );
  save(
    'store-checkout-virtual-no-address',
    await v.call('POST', '/checkout', { billing_address: { email: 'virtual@example.com' }, payment_method: 'cod' }),
    '`POST /wc/store/v1/checkout` of the virtual-only cart with a billing email only, no shipping address',
  );
  const vCheckout = await v.call('POST', '/checkout', {
    billing_address: billing('virtual@example.com'),
    payment_method: 'cod',
  });
  save(
    'store-checkout-virtual',
    vCheckout,
    '`POST /wc/store/v1/checkout` of the virtual-only cart with a full billing address and no `shipping_address`',
  );
  if (vCheckout.json?.order_id)
    save(
      'v3-order-virtual',
      await v3('GET', `/orders/${vCheckout.json.order_id}`),
      '`GET /wc/v3/orders/{id}` of that virtual order (no shipping lines, shipping address empty)',
    );
}

// ------------------------------------------------------------------------------------------ coupons
async function upsertCoupon(code: string, body: Record<string, unknown>): Promise<number> {
  const [found] = await v3ok<any[]>('GET', `/coupons?code=${encodeURIComponent(code)}`);
  const full = {
    code,
    discount_type: 'percent',
    amount: '10',
    individual_use: false,
    exclude_sale_items: false,
    minimum_amount: '',
    maximum_amount: '',
    product_ids: [],
    excluded_product_ids: [],
    product_categories: [],
    excluded_product_categories: [],
    usage_limit: null,
    usage_limit_per_user: null,
    date_expires: null,
    email_restrictions: [],
    ...body,
  };
  return found ? (await v3ok('PUT', `/coupons/${found.id}`, full)).id : (await v3ok('POST', '/coupons', full)).id;
}

async function coupons(owner: OwnerProducts): Promise<void> {
  const belt = await productBySku('woo-belt'); // 55.00 after a sale (65.00)
  const beanie = await productBySku('woo-beanie'); // on sale 18.00
  const sunglasses = await productBySku('woo-sunglasses'); // 90.00
  const cats = await v3ok<any[]>('GET', '/products/categories?per_page=100');
  const catId = (slug: string) => cats.find((c) => c.slug === slug).id;
  const yesterday = new Date(Date.now() - 86400_000).toISOString().slice(0, 10);
  const now = Date.now().toString(36);
  await upsertCoupon('EXPIRED10', { date_expires: `${yesterday}T00:00:00` });
  await upsertCoupon('MIN5000', { minimum_amount: '5000.00' });
  await upsertCoupon('MAX100', { maximum_amount: '100.00' });
  await upsertCoupon('RINGSONLY', { product_ids: [owner.ring.id] });
  await upsertCoupon('RINGCATEGORY', { product_categories: [catId('rings')] });
  await upsertCoupon('NOBELT', { discount_type: 'fixed_cart', amount: '20', excluded_product_ids: [belt.id] });
  await upsertCoupon('NOBELTPERCENT', { excluded_product_ids: [belt.id] });
  await upsertCoupon('NOACCESSORIES', {
    discount_type: 'fixed_cart',
    amount: '20',
    excluded_product_categories: [catId('accessories')],
  });
  await upsertCoupon('NOSALE', { exclude_sale_items: true });
  await upsertCoupon('NOSALEFIXED', { discount_type: 'fixed_cart', amount: '20', exclude_sale_items: true });
  await upsertCoupon('SOLO', { individual_use: true, amount: '15' });
  await upsertCoupon('FIXED50', { discount_type: 'fixed_cart', amount: '50' });
  await upsertCoupon('ONLYNOUR', { email_restrictions: ['nour@example.com'] });
  // Fresh codes each run for the usage limits (a used coupon stays used).
  const usedUp = `USEDUP-${now}`.toUpperCase();
  const onceEach = `ONCEEACH-${now}`.toUpperCase();
  await upsertCoupon(usedUp, { usage_limit: 1 });
  await upsertCoupon(onceEach, { usage_limit_per_user: 1 });

  const apply = (s: Shopper, code: string) => s.call('POST', '/cart/apply-coupon', { code });
  const cartWith = async (items: { id: number; quantity?: number }[], bearer?: string) => {
    const s = await new Shopper(bearer).start();
    for (const it of items) await s.ok('POST', '/cart/add-item', { id: it.id, quantity: it.quantity ?? 1 });
    return s;
  };

  // Success, and the same code typed otherwise.
  const s1 = await cartWith([{ id: owner.ring.variations['7'] }, { id: sunglasses.id }]);
  const ok = save(
    'store-cart-apply-coupon',
    await apply(s1, 'SAVE10'),
    '`POST /wc/store/v1/cart/apply-coupon {code: "SAVE10"}` on a cart of 1,100.00 + 90.00: the cart, its `coupons`, `totals.total_discount`',
  );
  note(
    `apply SAVE10: ${ok.status}, coupons ${JSON.stringify(ok.json.coupons?.map((c: any) => c.code))}, total_discount ${ok.json.totals?.total_discount}`,
  );
  save(
    'store-cart-apply-coupon-again',
    await apply(s1, 'SAVE10'),
    '`POST /wc/store/v1/cart/apply-coupon {code: "SAVE10"}` a second time',
  );
  save(
    'store-cart-apply-coupon-other-case-again',
    await apply(s1, 'save10'),
    '`POST /wc/store/v1/cart/apply-coupon {code: "save10"}` with SAVE10 applied',
  );
  save(
    'store-cart-remove-coupon',
    await s1.call('POST', '/cart/remove-coupon', { code: 'SAVE10' }),
    '`POST /wc/store/v1/cart/remove-coupon {code: "SAVE10"}`',
  );
  save(
    'store-cart-remove-coupon-not-applied',
    await s1.call('POST', '/cart/remove-coupon', { code: 'SAVE10' }),
    '`POST /wc/store/v1/cart/remove-coupon {code: "SAVE10"}` when it is no longer applied',
  );
  save(
    'store-cart-apply-coupon-lowercase',
    await apply(s1, 'save10'),
    '`POST /wc/store/v1/cart/apply-coupon {code: "save10"}`: the code in lower case',
  );
  await s1.ok('POST', '/cart/remove-coupon', { code: 'save10' });
  save(
    'store-cart-apply-coupon-spaces',
    await apply(s1, '  Save10  '),
    '`POST /wc/store/v1/cart/apply-coupon {code: "  Save10  "}`: mixed case, spaces around',
  );
  await s1.ok('POST', '/cart/remove-coupon', { code: 'save10' });
  save(
    'store-cart-apply-coupon-inner-space',
    await apply(s1, 'SAVE 10'),
    '`POST /wc/store/v1/cart/apply-coupon {code: "SAVE 10"}`: a space inside the code',
  );
  save('store-cart-apply-coupon-empty', await apply(s1, ''), '`POST /wc/store/v1/cart/apply-coupon {code: ""}`');

  // Refusals, each on a cart where only that rule fails.
  save(
    'store-cart-apply-coupon-unknown',
    await apply(s1, 'NOPE2026'),
    '`POST /wc/store/v1/cart/apply-coupon {code: "NOPE2026"}`: no such coupon',
  );
  save(
    'store-cart-apply-coupon-expired',
    await apply(s1, 'EXPIRED10'),
    '`POST /wc/store/v1/cart/apply-coupon` of a coupon whose `date_expires` was yesterday',
  );
  save(
    'store-cart-apply-coupon-minimum-spend',
    await apply(s1, 'MIN5000'),
    '`POST /wc/store/v1/cart/apply-coupon` of a coupon with `minimum_amount` 5000.00 on a 1,190.00 cart',
  );
  save(
    'store-cart-apply-coupon-maximum-spend',
    await apply(s1, 'MAX100'),
    '`POST /wc/store/v1/cart/apply-coupon` of a coupon with `maximum_amount` 100.00 on a 1,190.00 cart',
  );
  const sBelt = await cartWith([{ id: belt.id }]);
  save(
    'store-cart-apply-coupon-product-restriction',
    await apply(sBelt, 'RINGSONLY'),
    '`POST /wc/store/v1/cart/apply-coupon` of a coupon for the ring only (`product_ids`) on a cart holding the Belt',
  );
  save(
    'store-cart-apply-coupon-category-restriction',
    await apply(sBelt, 'RINGCATEGORY'),
    '`POST /wc/store/v1/cart/apply-coupon` of a coupon for the Rings category (`product_categories`) on a cart holding the Belt',
  );
  save(
    'store-cart-apply-coupon-excluded-product-fixed-cart',
    await apply(sBelt, 'NOBELT'),
    '`POST /wc/store/v1/cart/apply-coupon` of a fixed_cart coupon excluding the Belt (`excluded_product_ids`) on a cart holding the Belt',
  );
  save(
    'store-cart-apply-coupon-excluded-product-percent',
    await apply(sBelt, 'NOBELTPERCENT'),
    '`POST /wc/store/v1/cart/apply-coupon` of a percent coupon excluding the Belt, on a cart holding only the Belt',
  );
  save(
    'store-cart-apply-coupon-excluded-category',
    await apply(sBelt, 'NOACCESSORIES'),
    '`POST /wc/store/v1/cart/apply-coupon` of a fixed_cart coupon excluding the Accessories category on a cart holding the Belt (Accessories)',
  );
  const sMixed = await cartWith([{ id: belt.id }, { id: sunglasses.id }]);
  const partial = save(
    'store-cart-apply-coupon-excluded-product-partial',
    await apply(sMixed, 'NOBELTPERCENT'),
    '`POST /wc/store/v1/cart/apply-coupon` of the percent coupon excluding the Belt on a cart of Belt + Sunglasses: accepted, the discount on the Sunglasses only',
  );
  note(
    `percent coupon excluding the Belt on Belt+Sunglasses: ${partial.status}, total_discount ${partial.json.totals?.total_discount}`,
  );
  save(
    'store-cart-apply-coupon-excluded-product-fixed-cart-mixed',
    await apply(sMixed, 'NOBELT'),
    '`POST /wc/store/v1/cart/apply-coupon` of the fixed_cart coupon excluding the Belt on a cart of Belt + Sunglasses',
  );
  const sSale = await cartWith([{ id: beanie.id }]);
  save(
    'store-cart-apply-coupon-sale-items',
    await apply(sSale, 'NOSALE'),
    '`POST /wc/store/v1/cart/apply-coupon` of a percent coupon with `exclude_sale_items` on a cart holding only a sale item (the Beanie)',
  );
  const sSaleMixed = await cartWith([{ id: beanie.id }, { id: sunglasses.id }]);
  const saleMixed = save(
    'store-cart-apply-coupon-sale-items-mixed',
    await apply(sSaleMixed, 'NOSALE'),
    '`POST /wc/store/v1/cart/apply-coupon` of the same coupon on Beanie (sale) + Sunglasses: accepted, no discount on the sale item',
  );
  note(
    `exclude_sale_items percent on sale+regular: ${saleMixed.status}, total_discount ${saleMixed.json.totals?.total_discount}`,
  );
  save(
    'store-cart-apply-coupon-sale-items-fixed-cart',
    await apply(sSaleMixed, 'NOSALEFIXED'),
    '`POST /wc/store/v1/cart/apply-coupon` of a fixed_cart coupon with `exclude_sale_items` on Beanie (sale) + Sunglasses',
  );

  // Individual use, in both orders.
  const sSolo = await cartWith([{ id: sunglasses.id }]);
  await apply(sSolo, 'SAVE10');
  save(
    'store-cart-apply-coupon-individual-use-after-other',
    await apply(sSolo, 'SOLO'),
    '`POST /wc/store/v1/cart/apply-coupon {code: "SOLO"}` (individual use) with SAVE10 applied: SOLO replaces it',
  );
  save(
    'store-cart-apply-coupon-other-after-individual-use',
    await apply(sSolo, 'SAVE10'),
    '`POST /wc/store/v1/cart/apply-coupon {code: "SAVE10"}` with the individual-use SOLO applied',
  );
  await sSolo.ok('POST', '/cart/remove-coupon', { code: 'solo' });
  await sSolo.ok('POST', '/cart/apply-coupon', { code: 'SAVE10' });
  save(
    'store-cart-apply-coupon-two-codes',
    await apply(sSolo, 'FIXED50'),
    '`POST /wc/store/v1/cart/apply-coupon {code: "FIXED50"}` with SAVE10 applied: two codes at once (`coupons` lists both)',
  );

  // Email restriction: checked when the cart knows an email.
  const sMail = await cartWith([{ id: sunglasses.id }]);
  save(
    'store-cart-apply-coupon-email-restricted-no-email',
    await apply(sMail, 'ONLYNOUR'),
    '`POST /wc/store/v1/cart/apply-coupon` of a coupon restricted to nour@example.com on a guest cart without an email',
  );
  await sMail.call('POST', '/cart/remove-coupon', { code: 'onlynour' });
  await sMail.ok('POST', '/cart/update-customer', {
    billing_address: billing('someone@example.com'),
    shipping_address: ADDRESS,
  });
  save(
    'store-cart-apply-coupon-email-restricted',
    await apply(sMail, 'ONLYNOUR'),
    '`POST /wc/store/v1/cart/apply-coupon` of the nour@example.com coupon on a guest cart whose billing email is someone@example.com',
  );

  const sOwn = await cartWith([{ id: sunglasses.id }]);
  await sOwn.ok('POST', '/cart/update-customer', {
    billing_address: billing(env.WOOCOMMERCE_CUSTOMER_EMAIL),
    shipping_address: ADDRESS,
  });
  save(
    'store-cart-apply-coupon-email-restricted-own-email',
    await apply(sOwn, 'ONLYNOUR'),
    '`POST /wc/store/v1/cart/apply-coupon` of the nour@example.com coupon on a guest cart whose billing email is nour@example.com: accepted',
  );

  // Usage limit: one order uses it up.
  const sUse = await cartWith([{ id: sunglasses.id }]);
  await sUse.ok('POST', '/cart/apply-coupon', { code: usedUp });
  const used = await sUse.call('POST', '/checkout', {
    billing_address: billing('first@example.com'),
    shipping_address: ADDRESS,
    payment_method: 'cod',
  });
  if (used.status !== 200) throw new Error(`checkout with ${usedUp}: ${used.status} ${used.text.slice(0, 300)}`);
  const sAfter = await cartWith([{ id: sunglasses.id }]);
  save(
    'store-cart-apply-coupon-usage-limit',
    await apply(sAfter, usedUp),
    '`POST /wc/store/v1/cart/apply-coupon` of a coupon with `usage_limit` 1 that one order has used',
  );
  save(
    'v3-coupon-used-up',
    await v3('GET', `/coupons?code=${usedUp.toLowerCase()}`),
    "`GET /wc/v3/coupons?code=...` of that coupon: `usage_count` 1, `used_by` the guest's billing email",
  );

  // Usage limit per user: a guest by billing email, then a logged-in customer.
  const g1 = await cartWith([{ id: sunglasses.id }]);
  await g1.ok('POST', '/cart/apply-coupon', { code: onceEach });
  const g1Order = await g1.call('POST', '/checkout', {
    billing_address: billing('guest-once@example.com'),
    shipping_address: ADDRESS,
    payment_method: 'cod',
  });
  if (g1Order.status !== 200)
    throw new Error(`guest checkout with ${onceEach}: ${g1Order.status} ${g1Order.text.slice(0, 300)}`);
  const g2 = await cartWith([{ id: sunglasses.id }]);
  await g2.ok('POST', '/cart/update-customer', {
    billing_address: billing('guest-once@example.com'),
    shipping_address: ADDRESS,
  });
  const g2Apply = save(
    'store-cart-apply-coupon-per-user-guest',
    await apply(g2, onceEach),
    '`POST /wc/store/v1/cart/apply-coupon` of a coupon with `usage_limit_per_user` 1, by a guest whose cart already has the billing email of an earlier order that used it',
  );
  const g2Checkout = save(
    'store-checkout-coupon-per-user-guest',
    await g2.call('POST', '/checkout', {
      billing_address: billing('guest-once@example.com'),
      shipping_address: ADDRESS,
      payment_method: 'cod',
    }),
    '`POST /wc/store/v1/checkout` of that guest cart, same billing email: where the per-user limit is enforced for guests',
  );
  note(
    `per-user limit, guest by email: apply ${g2Apply.status} ${g2Apply.json?.code ?? ''}; checkout ${g2Checkout.status} ${g2Checkout.json?.code ?? ''}`,
  );
  save(
    'store-cart-after-coupon-refused-at-checkout',
    await g2.call('GET', '/cart'),
    '`GET /wc/store/v1/cart` after that refused checkout: the coupon is gone from the cart, the total is the full price',
  );
  const g3 = await cartWith([{ id: sunglasses.id }]);
  const g3Apply = await apply(g3, onceEach);
  const g3Checkout = save(
    'store-checkout-coupon-per-user-guest-email-at-checkout',
    await g3.call('POST', '/checkout', {
      billing_address: billing('guest-once@example.com'),
      shipping_address: ADDRESS,
      payment_method: 'cod',
    }),
    '`POST /wc/store/v1/checkout` of a guest cart that had no email when the coupon was applied (accepted then), checking out with the email that used it',
  );
  note(
    `per-user limit, email only at checkout: apply ${g3Apply.status}; checkout ${g3Checkout.status} ${g3Checkout.json?.code ?? ''}`,
  );

  const nourToken = await jwt(env.WOOCOMMERCE_CUSTOMER_USER, env.WOOCOMMERCE_CUSTOMER_PASS);
  const n1 = await cartWith([{ id: sunglasses.id }], nourToken);
  await n1.ok('POST', '/cart/apply-coupon', { code: onceEach });
  const n1Order = await n1.call('POST', '/checkout', {
    billing_address: billing(env.WOOCOMMERCE_CUSTOMER_EMAIL),
    shipping_address: ADDRESS,
    payment_method: 'cod',
  });
  if (n1Order.status !== 200)
    throw new Error(`customer checkout with ${onceEach}: ${n1Order.status} ${n1Order.text.slice(0, 300)}`);
  const n2 = await cartWith([{ id: sunglasses.id }], nourToken);
  const n2Apply = save(
    'store-cart-apply-coupon-per-user-customer',
    await apply(n2, onceEach),
    '`POST /wc/store/v1/cart/apply-coupon` of the once-per-user coupon by the logged-in customer (JWT) who has already used it',
  );
  note(`per-user limit, logged-in customer: apply ${n2Apply.status} ${n2Apply.json?.code ?? ''}`);
  const n3 = await cartWith([{ id: sunglasses.id }]);
  const n3Apply = await apply(n3, onceEach);
  const n3Checkout = save(
    'store-checkout-coupon-per-user-customer-as-guest',
    await n3.call('POST', '/checkout', {
      billing_address: billing(env.WOOCOMMERCE_CUSTOMER_EMAIL),
      shipping_address: ADDRESS,
      payment_method: 'cod',
    }),
    "`POST /wc/store/v1/checkout` as a guest with the customer's email (nour@example.com), who used the once-per-user coupon while logged in",
  );
  note(
    `per-user limit, customer's email as guest: apply ${n3Apply.status}; checkout ${n3Checkout.status} ${n3Checkout.json?.code ?? ''}`,
  );
  save(
    'v3-coupon-once-per-user',
    await v3('GET', `/coupons?code=${onceEach.toLowerCase()}`),
    '`GET /wc/v3/coupons?code=...` of the once-per-user coupon after those orders (`used_by`: emails for guests, user ids for customers)',
  );

  // A checkout with a coupon: the ring by variation id, the necklace by attribute.
  const sBuy = await new Shopper().start();
  await sBuy.ok('POST', '/cart/add-item', { id: owner.ring.variations['7'], quantity: 1 });
  await sBuy.ok('POST', '/cart/add-item', {
    id: owner.necklace.id,
    quantity: 1,
    variation: [{ attribute: 'Length', value: '45 cm' }],
  });
  await sBuy.ok('POST', '/cart/apply-coupon', { code: 'SAVE10' });
  save(
    'store-cart-with-coupon',
    await sBuy.call('GET', '/cart'),
    '`GET /wc/store/v1/cart` with a ring (size 7), the necklace (45 cm, on sale) and SAVE10',
  );
  const buy = save(
    'store-checkout-with-coupon',
    await sBuy.call('POST', '/checkout', {
      billing_address: billing('coupon-buyer@example.com'),
      shipping_address: ADDRESS,
      payment_method: 'cod',
    }),
    '`POST /wc/store/v1/checkout` of that cart',
  );
  save(
    'v3-order-with-coupon-and-variations',
    await v3('GET', `/orders/${buy.json.order_id}`),
    '`GET /wc/v3/orders/{id}` of that order: `coupon_lines`, `discount_total`, line items with `variation_id` and the attributes in `meta_data`',
  );
  save(
    'v3-coupon-save10',
    await v3('GET', '/coupons?code=save10'),
    '`GET /wc/v3/coupons?code=save10`: SAVE10 after that order',
  );
}

// ------------------------------------------------------------------------------------------ webhooks
interface Delivery {
  at: number;
  method: string;
  url: string;
  rawHeaders: string[];
  body: Buffer;
}

function listen(port: number): Promise<{ deliveries: Delivery[]; close: () => Promise<void> }> {
  const deliveries: Delivery[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({
        at: Date.now(),
        method: req.method ?? '',
        url: req.url ?? '',
        rawHeaders: req.rawHeaders,
        body: Buffer.concat(chunks),
      });
      const fail = (req.url ?? '').startsWith('/fail');
      res.writeHead(fail ? 500 : 200, { 'Content-Type': 'text/plain' });
      res.end(fail ? 'listener says no' : 'ok');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ deliveries, close: () => new Promise<void>((r) => server.close(() => r())) }),
    );
  });
}

const SECRET = 'lab-webhook-secret';

function saveDelivery(name: string, d: Delivery, what: string): void {
  // The body byte for byte: X-WC-Webhook-Signature is the HMAC of exactly these bytes.
  writeFileSync(path.join(OUT, `${name}.json`), d.body);
  writeFileSync(path.join(OUT, `${name}.headers`), headerLines(`${d.method} ${d.url} HTTP/1.1`, d.rawHeaders));
  recorded.push(`- \`${name}\`: ${what}`);
  console.log(`${name}: ${d.method} ${d.url}`);
}

function deliveryHeader(d: Delivery, name: string): string | undefined {
  for (let i = 0; i < d.rawHeaders.length; i += 2)
    if (d.rawHeaders[i]!.toLowerCase() === name.toLowerCase()) return d.rawHeaders[i + 1];
  return undefined;
}

function describe(d: Delivery): string {
  const h = (n: string) => deliveryHeader(d, n);
  let id: string;
  try {
    const j = JSON.parse(d.body.toString('utf8'));
    id = ` id ${j.id} type ${j.type ?? ''} parent ${j.parent_id ?? ''}`;
  } catch {
    id = ` body "${d.body.toString('utf8').slice(0, 60)}"`;
  }
  const sig = h('x-wc-webhook-signature');
  const valid = sig ? createHmac('sha256', SECRET).update(d.body).digest('base64') === sig : false;
  return `${d.url} topic ${h('x-wc-webhook-topic') ?? '-'} webhook ${h('x-wc-webhook-id') ?? '-'}${id} signature ${sig ? (valid ? 'valid' : 'INVALID') : 'none'}`;
}

async function pendingWebhookActions(): Promise<any[]> {
  const out = await wpCli([
    'action-scheduler',
    'action',
    'list',
    '--group=woocommerce-webhooks',
    '--status=pending',
    '--format=json',
    '--fields=id,hook,args,status,scheduled_date',
  ]);
  return out ? JSON.parse(out.slice(out.indexOf('['))) : [];
}

async function webhooks(owner: OwnerProducts): Promise<void> {
  const port = Number(process.env.WEBHOOK_LISTENER_PORT ?? 8080);
  const listener = await listen(port);
  const base = `http://127.0.0.1:${port}`;
  const { deliveries } = listener;
  const since = (n: number) => deliveries.slice(n);
  try {
    // Old lab webhooks go, so only this run's deliver.
    for (const w of await v3ok<any[]>('GET', '/webhooks?per_page=100&status=all'))
      if (w.name.startsWith('Lab ')) await v3ok('DELETE', `/webhooks/${w.id}?force=true`);
    // Deliveries queued earlier (by those) go too.
    await runQueue();
    deliveries.length = 0;

    // A delivery URL on a port WordPress will not call.
    const refusedPort = await v3('POST', '/webhooks', {
      name: 'Lab refused port',
      topic: 'product.updated',
      delivery_url: 'http://127.0.0.1:4599/hook',
      secret: SECRET,
    });
    save(
      'v3-webhook-create-refused-port',
      refusedPort,
      '`POST /wc/v3/webhooks` with a delivery URL on port 4599 of 127.0.0.1 (not 80, 443 or 8080): created anyway, the ping never arrives',
    );
    await v3ok('DELETE', `/webhooks/${refusedPort.json.id}?force=true`);

    let n = deliveries.length;
    const created = save(
      'v3-webhook-create',
      await v3('POST', '/webhooks', {
        name: 'Lab product updated',
        topic: 'product.updated',
        delivery_url: `${base}/ok/product-updated`,
        secret: SECRET,
      }),
      '`POST /wc/v3/webhooks {name, topic: "product.updated", delivery_url, secret}`',
    );
    await new Promise((r) => setTimeout(r, 500));
    const pings = since(n);
    note(`creating a webhook: ${pings.length} request(s) at once: ${pings.map(describe).join('; ')}`);
    if (pings[0])
      saveDelivery(
        'webhook-ping',
        pings[0],
        'what the store POSTs to the delivery URL while `POST /wc/v3/webhooks` runs (the ping: form-encoded `webhook_id=N`, no signature)',
      );
    await v3ok('POST', '/webhooks', {
      name: 'Lab product created',
      topic: 'product.created',
      delivery_url: `${base}/ok/product-created`,
      secret: SECRET,
    });
    await v3ok('POST', '/webhooks', {
      name: 'Lab product deleted',
      topic: 'product.deleted',
      delivery_url: `${base}/ok/product-deleted`,
      secret: SECRET,
    });
    await v3ok('POST', '/webhooks', {
      name: 'Lab product restored',
      topic: 'product.restored',
      delivery_url: `${base}/ok/product-restored`,
      secret: SECRET,
    });
    await new Promise((r) => setTimeout(r, 500));
    save(
      'v3-webhooks',
      await v3('GET', '/webhooks?per_page=100'),
      '`GET /wc/v3/webhooks`: the four lab webhooks (status, delivery_url, hooks, secret is write-only)',
    );

    // A product update: queued, not sent.
    const belt = await productBySku('woo-belt');
    n = deliveries.length;
    await v3ok('PUT', `/products/${belt.id}`, { regular_price: '66' });
    await new Promise((r) => setTimeout(r, 1500));
    const queued = await pendingWebhookActions();
    note(
      `after PUT /products/{belt}: ${since(n).length} deliveries at once; pending Action Scheduler actions: ${JSON.stringify(queued)}`,
    );
    await v3ok('PUT', `/products/${belt.id}`, { regular_price: '65' });
    const queuedTwice = await pendingWebhookActions();
    note(
      `after a second PUT of the same product: ${queuedTwice.length} pending action(s) (one per webhook and product, not per change)`,
    );
    const next = await wpCli([
      'cron',
      'event',
      'list',
      '--hook=action_scheduler_run_queue',
      '--fields=hook,next_run_relative',
      '--format=csv',
    ]);
    note(`WP-Cron's action_scheduler_run_queue event (every minute): ${next.replaceAll('\n', ' ')}`);
    const cron = await wpCli(['cron', 'event', 'run', '--due-now'], true);
    await new Promise((r) => setTimeout(r, 500));
    note(
      `wp cron event run --due-now: "${cron.replaceAll('\n', ' | ')}" -> ${since(n).length} deliveries: ${since(n).map(describe).join('; ')}`,
    );
    let run = '';
    if (!since(n).length) {
      run = await runQueue();
      note(`wp action-scheduler run: "${run.replaceAll('\n', ' | ')}" -> ${since(n).length} deliveries`);
    }
    const updated = since(n)[0];
    if (updated)
      saveDelivery(
        'webhook-product-updated',
        updated,
        'a product.updated delivery after `PUT /wc/v3/products/{id}` (the Belt, changed twice before the queue ran: one delivery, the product as it is at delivery time)',
      );

    // A variation's price, then its stock.
    n = deliveries.length;
    await v3ok('PUT', `/products/${owner.ring.id}/variations/${owner.ring.variations['6']}`, {
      regular_price: '1120.00',
    });
    await new Promise((r) => setTimeout(r, 1000));
    note(`after PUT a ring variation's price: pending ${JSON.stringify(await pendingWebhookActions())}`);
    await runQueue();
    await new Promise((r) => setTimeout(r, 500));
    const priceDeliveries = since(n);
    note(`variation price change delivered: ${priceDeliveries.map(describe).join('; ')}`);
    priceDeliveries.forEach((d, i) =>
      saveDelivery(
        `webhook-variation-price-updated-${i + 1}`,
        d,
        `delivery ${i + 1} of ${priceDeliveries.length} after \`PUT /wc/v3/products/{ring}/variations/{size 6}\` with a new regular_price`,
      ),
    );
    n = deliveries.length;
    await v3ok('PUT', `/products/${owner.ring.id}/variations/${owner.ring.variations['6']}`, { stock_quantity: 3 });
    await new Promise((r) => setTimeout(r, 1000));
    await runQueue();
    await new Promise((r) => setTimeout(r, 500));
    const stockDeliveries = since(n);
    note(`variation stock change (REST) delivered: ${stockDeliveries.map(describe).join('; ')}`);
    stockDeliveries.forEach((d, i) =>
      saveDelivery(
        `webhook-variation-stock-updated-${i + 1}`,
        d,
        `delivery ${i + 1} of ${stockDeliveries.length} after \`PUT /wc/v3/products/{ring}/variations/{size 6}\` with stock_quantity 3`,
      ),
    );

    // A sale lowers the stock: does anything tell?
    n = deliveries.length;
    const sale = await new Shopper().start();
    await sale.ok('POST', '/cart/add-item', { id: owner.ring.variations['6'], quantity: 1 });
    const order = await sale.call('POST', '/checkout', {
      billing_address: billing('webhook-buyer@example.com'),
      shipping_address: ADDRESS,
      payment_method: 'cod',
    });
    await new Promise((r) => setTimeout(r, 1000));
    const pendingAfterOrder = await pendingWebhookActions();
    await runQueue();
    await new Promise((r) => setTimeout(r, 500));
    note(
      `an order (${order.status}) lowering size 6's stock: pending ${JSON.stringify(pendingAfterOrder)}, delivered ${since(n).length}: ${since(n).map(describe).join('; ')}`,
    );
    since(n).forEach((d, i) =>
      saveDelivery(
        `webhook-after-order-${i + 1}`,
        d,
        `delivery ${i + 1} after a Store API checkout that lowered the stock of a ring variation`,
      ),
    );

    // Created, trashed, restored, deleted for good.
    n = deliveries.length;
    const fresh = await v3ok('POST', '/products', {
      name: 'Webhook Test Anklet',
      type: 'simple',
      regular_price: '300.00',
      sku: `LAB-HOOK-${Date.now().toString(36)}`,
    });
    await runQueue();
    await new Promise((r) => setTimeout(r, 500));
    note(`POST /products delivered: ${since(n).map(describe).join('; ')}`);
    const createdD = since(n).find((d) => deliveryHeader(d, 'x-wc-webhook-topic') === 'product.created');
    if (createdD)
      saveDelivery('webhook-product-created', createdD, 'the product.created delivery after `POST /wc/v3/products`');
    since(n)
      .filter((d) => deliveryHeader(d, 'x-wc-webhook-topic') !== 'product.created')
      .forEach((d, i) =>
        saveDelivery(
          `webhook-product-created-also-${i + 1}`,
          d,
          'another delivery after the same `POST /wc/v3/products`',
        ),
      );
    n = deliveries.length;
    const trashed = await v3('DELETE', `/products/${fresh.id}`);
    save(
      'v3-product-delete-trash',
      trashed,
      '`DELETE /wc/v3/products/{id}` without force: the product goes to the bin; the answer is the product as it was before (status still "publish")',
    );
    await runQueue();
    await new Promise((r) => setTimeout(r, 500));
    note(`DELETE /products/{id} (to the bin) delivered: ${since(n).map(describe).join('; ')}`);
    since(n).forEach((d, i) =>
      saveDelivery(
        `webhook-product-trashed-${i + 1}`,
        d,
        `delivery ${i + 1} after \`DELETE /wc/v3/products/{id}\` without force (to the bin)`,
      ),
    );
    n = deliveries.length;
    const untrashed = await v3('PUT', `/products/${fresh.id}`, { status: 'publish' });
    await runQueue();
    await new Promise((r) => setTimeout(r, 500));
    note(
      `PUT status publish of a trashed product (${untrashed.status}) delivered: ${since(n).map(describe).join('; ')}`,
    );
    n = deliveries.length;
    const forced = await v3('DELETE', `/products/${fresh.id}?force=true`);
    save(
      'v3-product-delete-force',
      forced,
      '`DELETE /wc/v3/products/{id}?force=true` (a product taken back from the bin): deleted for good; the answer is the product as it was',
    );
    await runQueue();
    await new Promise((r) => setTimeout(r, 500));
    note(`DELETE /products/{id}?force=true delivered: ${since(n).length}: ${since(n).map(describe).join('; ')}`);
    since(n).forEach((d, i) =>
      saveDelivery(
        `webhook-product-force-deleted-${i + 1}`,
        d,
        `delivery ${i + 1} after \`DELETE /wc/v3/products/{id}?force=true\``,
      ),
    );
    const direct = await v3ok('POST', '/products', {
      name: 'Webhook Test Toe Ring',
      type: 'simple',
      regular_price: '120.00',
      sku: `LAB-HOOK2-${Date.now().toString(36)}`,
    });
    await runQueue();
    n = deliveries.length;
    await v3ok('DELETE', `/products/${direct.id}?force=true`);
    await runQueue();
    await new Promise((r) => setTimeout(r, 500));
    note(
      `DELETE ?force=true of a product never trashed delivered: ${since(n).length}: ${since(n).map(describe).join('; ')}`,
    );

    // A delivery URL that fails: retries? disabled after how many?
    await v3ok('PUT', `/webhooks/${created.json.id}`, { delivery_url: `${base}/fail/product-updated` });
    const failing = [];
    for (let i = 1; i <= 8; i++) {
      n = deliveries.length;
      await v3ok('PUT', `/products/${belt.id}`, { regular_price: i % 2 ? '66' : '65' });
      await runQueue();
      await new Promise((r) => setTimeout(r, 300));
      const hook = await v3ok('GET', `/webhooks/${created.json.id}`);
      const pending = await pendingWebhookActions();
      failing.push(
        `change ${i}: ${since(n).length} request(s), webhook status ${hook.status}, pending ${pending.length}`,
      );
    }
    note(`failing delivery URL (500): ${failing.join('; ')}`);
    save(
      'v3-webhook-after-failures',
      await v3('GET', `/webhooks/${created.json.id}`),
      '`GET /wc/v3/webhooks/{id}` after its delivery URL answered 500 to eight changes',
    );
    const failedActions = await wpCli([
      'action-scheduler',
      'action',
      'list',
      '--group=woocommerce-webhooks',
      '--status=failed',
      '--format=count',
    ]);
    note(
      `Action Scheduler: ${failedActions} failed webhook actions (an answer 500 still completes the action: no retry)`,
    );
    const logs = await wpCli([
      'eval',
      'foreach (glob(WC_LOG_DIR . "webhooks-delivery-*.log") as $f) echo basename($f), "\\n";',
    ]);
    note(`delivery log files: ${logs.replaceAll('\n', ', ')}`);
    for (const w of await v3ok<any[]>('GET', '/webhooks?per_page=100&status=all'))
      if (w.name.startsWith('Lab ')) await v3ok('DELETE', `/webhooks/${w.id}?force=true`);
  } finally {
    await listener.close();
  }
}

// ------------------------------------------------------------------------------------------ main
const owner = await addOwnerProducts(env, () => {});
const all = !sections.size;
if (all || sections.has('catalogue')) await catalogue(owner);
if (all || sections.has('images')) await images();
if (all || sections.has('cart')) await cart(owner);
if (all || sections.has('coupons')) await coupons(owner);
if (all || sections.has('webhooks')) await webhooks(owner);
const notes = path.join(state, 'recorded');
mkdirSync(notes, { recursive: true });
writeFileSync(path.join(notes, `readme-lines-${[...sections].join('-') || 'all'}.md`), recorded.join('\n') + '\n');
writeFileSync(
  path.join(notes, `seen-${[...sections].join('-') || 'all'}.md`),
  seen.map((s) => `- ${s}`).join('\n') + '\n',
);
console.log(`\n${recorded.length} files recorded; README lines and notes in ${notes}`);
