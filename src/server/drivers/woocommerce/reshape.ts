import type { Product, Category } from '../../../lib/schemas/product';
import type { Cart } from '../../../lib/schemas/cart';
import type { Address } from '../../../lib/schemas/address';
import { ADDRESS_FIELDS } from '../../../lib/schemas/address';
import type { Order, OrderNote, OrderSummary, PaymentGateway } from '../../../lib/schemas/order';
import type { Review } from '../../../lib/schemas/review';
import type { ShippingQuote } from '../../../lib/schemas/shipping';
import type { User } from '../../../lib/schemas/user';
import { fromMinorUnits } from '../../../lib/money';
import { MAX_LINE_QUANTITY } from '../../../lib/constants';
import { htmlToText } from '../../../lib/text';
import { parseDate } from '../../../lib/dates';
import { sameEmail } from '../../security/email-proof';
import type {
  WooProduct,
  WooCategory,
  WooReview,
  WooGateway,
  WooOrder,
  WooOrderNote,
  WooCustomer,
  StoreCart,
} from './schemas';

/**
 * WooCommerce shapes -> the app's types. Nothing WooCommerce-specific leaves this driver.
 */

/** Entities WordPress puts in titles and notes that the shared htmlToText does not know. */
const EXTRA_ENTITIES: Record<string, string> = {
  ndash: '–',
  mdash: '—',
  times: '×',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
};

/** Plain text from WordPress HTML (review bodies, notes, gateway descriptions, product names). */
export function plain(html: string): string {
  return htmlToText(html.replace(/&([a-z]+);/gi, (m, e: string) => EXTRA_ENTITIES[e.toLowerCase()] ?? m));
}

/**
 * A WooCommerce date_*_gmt (UTC, written without a zone) as ISO 8601 with its zone, so nothing
 * downstream can read it as local time. null stays null.
 */
export function utc(gmt: string | null | undefined): string | null {
  if (!gmt) return null;
  return (
    parseDate(gmt)
      ?.toISOString()
      .replace(/\.000Z$/, 'Z') ?? null
  );
}

/** Decimal string with two places ("20" -> "20.00", "" stays ""): the catalogue schema's money format. */
function money(value: string): string {
  if (value.trim() === '') return '';
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n.toFixed(2) : '';
}

/**
 * WordPress slugs may be percent-encoded non-Latin text; our URLs and schema want [a-z0-9-].
 * Keep a valid slug as is, else build one, else fall back to `<kind>-<id>`.
 */
export function safeSlug(slug: string, name: string, kind: string, id: number): string {
  if (/^[a-z0-9-]+$/.test(slug)) return slug;
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    /* keep as is */
  }
  for (const candidate of [decoded, name]) {
    const s = candidate
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    if (s) return s;
  }
  return `${kind}-${id}`;
}

/** WooCommerce's own placeholder, for a product with no image (our schema needs one). */
export const placeholderImage = (storeUrl: string) =>
  `${storeUrl.replace(/\/+$/, '')}/wp-content/plugins/woocommerce/assets/images/placeholder.png`;

export type ReshapeResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * REST v3 product -> Product. Answers a reason instead when the storefront cannot sell it:
 * only simple products (variable, grouped and external ones need choices or links the shop
 * does not offer), only published ones, and only with a price. Missing sku and alt text are
 * filled in, since WooCommerce allows both to be empty and our schema does not.
 */
export function reshapeProduct(p: WooProduct, storeUrl = ''): ReshapeResult<Product> {
  if (p.type && p.type !== 'simple')
    return { ok: false, reason: `type "${p.type}" is not sold by this storefront (simple products only)` };
  if (p.status && p.status !== 'publish') return { ok: false, reason: `status "${p.status}" is not published` };
  const regular = money(p.regular_price) || money(p.price);
  const sale = money(p.sale_price);
  if (!regular) return { ok: false, reason: 'it has no price' };
  const onSale = p.on_sale && sale !== '' && Number(sale) < Number(regular);
  const name = plain(p.name) || `Product ${p.id}`;
  const categories = (p.categories ?? []).map((c) => ({
    id: c.id,
    name: plain(c.name) || `Category ${c.id}`,
    slug: safeSlug(c.slug, c.name, 'category', c.id),
  }));
  if (categories.length === 0) return { ok: false, reason: 'it has no category' };
  const images = (p.images ?? []).map((img, i) => ({
    id: img.id,
    src: img.src,
    name: img.name,
    alt: plain(img.alt) || (i === 0 ? name : `${name}, picture ${i + 1}`),
  }));
  if (images.length === 0) images.push({ id: 0, src: placeholderImage(storeUrl), name: 'placeholder', alt: name });
  const manageStock = p.manage_stock === true;
  const stockStatus =
    (['instock', 'outofstock', 'onbackorder'] as const).find((s) => s === p.stock_status) ?? 'outofstock';
  const backorders = (['no', 'notify', 'yes'] as const).find((s) => s === p.backorders) ?? 'no';
  const rating = Number(p.average_rating);
  const taxStatus = (['taxable', 'shipping', 'none'] as const).find((s) => s === p.tax_status) ?? 'taxable';
  const visibility =
    (['visible', 'catalog', 'search', 'hidden'] as const).find((s) => s === p.catalog_visibility) ?? 'visible';
  const positive = (ids: number[] | null | undefined) => (ids ?? []).filter((n) => Number.isInteger(n) && n > 0);
  return {
    ok: true,
    value: {
      id: p.id,
      name,
      slug: safeSlug(p.slug, p.name, 'product', p.id),
      permalink: p.permalink,
      date_created: utc(p.date_created_gmt) ?? p.date_created ?? new Date(0).toISOString(),
      type: 'simple',
      status: 'publish',
      featured: p.featured,
      catalog_visibility: visibility,
      description: p.description,
      short_description: p.short_description,
      sku: p.sku || `WC-${p.id}`,
      price: onSale ? sale : regular,
      regular_price: regular,
      sale_price: onSale ? sale : '',
      on_sale: onSale,
      purchasable: p.purchasable,
      total_sales: Math.max(0, Math.trunc(p.total_sales)),
      virtual: p.virtual,
      downloadable: p.downloadable,
      tax_status: taxStatus,
      manage_stock: manageStock && p.stock_quantity !== null && p.stock_quantity !== undefined,
      stock_quantity: manageStock ? (p.stock_quantity ?? null) : null,
      stock_status: stockStatus,
      backorders,
      // WooCommerce's weight unit is a store setting (kg by default); kept as the store sends it.
      weight: p.weight,
      dimensions: p.dimensions ?? { length: '', width: '', height: '' },
      shipping_required: p.shipping_required ?? !p.virtual,
      reviews_allowed: p.reviews_allowed ?? true,
      average_rating: Number.isFinite(rating) && rating >= 0 && rating <= 5 ? rating.toFixed(2) : '0.00',
      rating_count: Math.max(0, Math.trunc(p.rating_count)),
      related_ids: positive(p.related_ids),
      upsell_ids: positive(p.upsell_ids),
      cross_sell_ids: positive(p.cross_sell_ids),
      categories,
      tags: (p.tags ?? [])
        .filter((t) => t.id > 0 && t.name)
        .map((t) => ({ id: t.id, name: plain(t.name), slug: safeSlug(t.slug, t.name, 'tag', t.id) })),
      images,
      attributes: (p.attributes ?? [])
        .map((a) => ({
          id: Math.max(0, a.id),
          name: a.name,
          options: (a.options ?? []).filter(Boolean),
          variation: false,
        }))
        .filter((a) => a.name && a.options.length > 0),
      variants: [],
      default_attributes: [],
      grouped_products: [],
      external_url: '',
      button_text: '',
      date_on_sale_from: null,
      date_on_sale_to: null,
      variations: [],
      // meta_data holds plugins' private settings; none of it is for shoppers.
      meta_data: [],
    },
  };
}

export function reshapeCategory(c: WooCategory): Category {
  return {
    id: c.id,
    name: plain(c.name) || `Category ${c.id}`,
    slug: safeSlug(c.slug, c.name, 'category', c.id),
    count: Math.max(0, Math.trunc(c.count)),
    description: plain(c.description),
  };
}

/** Reviews without a 1-5 rating (WooCommerce allows 0 = "no rating") cannot be shown as stars: null. */
export function reshapeReview(r: WooReview): Review | null {
  const rating = Math.round(r.rating);
  if (rating < 1 || rating > 5) return null;
  // reviewer_email is private data: it never leaves the server.
  return {
    id: r.id,
    product_id: r.product_id,
    reviewer: plain(r.reviewer) || 'Anonymous',
    review: plain(r.review),
    rating,
    date_created: utc(r.date_created_gmt) ?? r.date_created,
    verified: r.verified,
  };
}

export function reshapeGateway(g: WooGateway): PaymentGateway {
  return { id: g.id, title: plain(g.title) || g.id, description: plain(g.description), enabled: g.enabled };
}

/**
 * Store API money: minor-unit strings ("1800" with minor unit 2 -> "18.00"). The cart is what the
 * items cost: WooCommerce's total_price also holds the shipping of the customer's address (its
 * base country until the shopper gives one), which the checkout quotes for the real address.
 */
export function reshapeStoreCart(c: StoreCart): Cart {
  const t = c.totals;
  const u = t.currency_minor_unit;
  const shipping = Number(t.total_shipping || 0) + Number(t.total_shipping_tax || 0);
  return {
    items: c.items.map((item) => {
      const pu = item.prices.currency_minor_unit;
      const tu = item.totals.currency_minor_unit;
      const image = item.images?.[0];
      return {
        key: item.key,
        id: item.id,
        variation_id: 0,
        choices: (item.variation ?? []).map((v) => ({ name: plain(v.attribute), option: plain(v.value) })),
        sku: item.sku || undefined,
        name: plain(item.name),
        price: fromMinorUnits(item.prices.price, pu),
        regular_price: fromMinorUnits(item.prices.regular_price || item.prices.price, pu),
        quantity: item.quantity,
        max_quantity: Math.min(item.quantity_limits?.maximum ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY),
        totals: {
          subtotal: fromMinorUnits(item.totals.line_subtotal, tu),
          total: fromMinorUnits(item.totals.line_total, tu),
          tax: fromMinorUnits(item.totals.line_total_tax, tu),
          subtotal_tax: fromMinorUnits(item.totals.line_subtotal_tax, tu),
        },
        featured_image: image ? image.thumbnail || image.src : '',
        permalink: item.permalink,
      };
    }),
    item_count: Math.max(0, Math.trunc(c.items_count)),
    needs_shipping: c.needs_shipping ?? true,
    totals: {
      subtotal: fromMinorUnits(t.total_items, u),
      total: fromMinorUnits(Number(t.total_price || 0) - shipping, u),
      total_tax: fromMinorUnits(Number(t.total_tax || 0) - Number(t.total_shipping_tax || 0), u),
    },
    // The Store API reports lines it had to change (stock, product gone) in `errors`.
    notices: (c.errors ?? []).map((e) => plain(e.message)).filter(Boolean),
  };
}

/**
 * The Store API cart's shipping: the rates of the customer's address (every package's; a cart
 * is one package unless a plugin splits it) and the totals with the selected ones, exactly as
 * WooCommerce will charge them.
 */
export function reshapeShippingQuote(c: StoreCart): ShippingQuote {
  const t = c.totals;
  const u = t.currency_minor_unit;
  const rates = (c.shipping_rates ?? []).flatMap((pkg) =>
    (pkg.shipping_rates ?? []).map((r) => ({
      id: r.rate_id,
      name: plain(r.name) || r.method_id,
      description: plain(r.description),
      price: fromMinorUnits(Number(r.price || 0) + Number(r.taxes || 0), r.currency_minor_unit),
      selected: r.selected,
    })),
  );
  return {
    needs_shipping: c.needs_shipping ?? true,
    rates,
    totals: {
      subtotal: fromMinorUnits(t.total_items, u),
      shipping:
        rates.length > 0 && t.total_shipping !== ''
          ? fromMinorUnits(Number(t.total_shipping) + Number(t.total_shipping_tax || 0), u)
          : null,
      total_tax: fromMinorUnits(t.total_tax, u),
      total: fromMinorUnits(t.total_price, u),
    },
  };
}

/**
 * A WooCommerce address: its filled fields (a new customer's are all "", which is no email and no
 * country). WordPress stores what a shopper typed through sanitize_text_field, which writes "<" as
 * "&lt;": decoded here, so a note like "for my mom <3" reads as typed (our pages render it as text).
 */
function reshapeAddress(a: Record<string, unknown>): Partial<Address> {
  const out: Partial<Address> = {};
  for (const field of ADDRESS_FIELDS) {
    const v = a[field];
    if (typeof v === 'string' && v.trim() !== '') out[field] = plain(v);
  }
  return out;
}

export function reshapeOrderNote(n: WooOrderNote): OrderNote {
  return { id: n.id, note: plain(n.note), customer_note: n.customer_note, date_created: utc(n.date_created_gmt) ?? '' };
}

/**
 * REST v3 keeps no status history; the dates it does keep (created, paid, completed, last
 * change) give the steps a customer can rely on.
 */
function statusHistory(o: WooOrder): Order['status_history'] {
  const created = utc(o.date_created_gmt) ?? '';
  const paid = utc(o.date_paid_gmt);
  const completed = utc(o.date_completed_gmt);
  const steps: Order['status_history'] = [{ date: created, status: 'pending', note: 'Order placed' }];
  if (paid) steps.push({ date: paid, status: 'processing', note: 'Payment received' });
  if (completed) steps.push({ date: completed, status: 'completed' });
  const last = steps[steps.length - 1];
  if (last && last.status !== o.status) steps.push({ date: utc(o.date_modified_gmt) ?? last.date, status: o.status });
  return steps;
}

/** REST v3 order (+ its customer-visible notes) -> Order. Prices there are already decimal strings. */
export function reshapeOrder(o: WooOrder, notes: WooOrderNote[] = []): Order {
  return {
    id: o.id,
    number: o.number || String(o.id),
    order_key: o.order_key || undefined,
    status: o.status,
    currency: o.currency || 'EGP',
    date_created: utc(o.date_created_gmt) ?? '',
    date_completed: utc(o.date_completed_gmt),
    subtotal: (o.line_items ?? []).reduce((sum, l) => sum + Number(l.subtotal || 0), 0).toFixed(2),
    shipping_total: money(o.shipping_total) || '0.00',
    total_tax: money(o.total_tax) || '0.00',
    total: money(o.total) || '0.00',
    customer_id: o.customer_id,
    billing: reshapeAddress(o.billing),
    shipping: reshapeAddress(o.shipping),
    payment_method: o.payment_method,
    payment_method_title: plain(o.payment_method_title),
    customer_note: plain(o.customer_note),
    needs_payment: o.needs_payment === true,
    ...(o.needs_payment && /^https?:\/\//.test(o.payment_url) ? { payment_url: o.payment_url } : {}),
    line_items: (o.line_items ?? []).map((l) => ({
      id: l.id,
      product_id: l.product_id,
      variation_id: 0,
      choices: [],
      sku: '',
      name: plain(l.name),
      quantity: l.quantity,
      price: l.price.toFixed(2),
      total: money(l.total) || '0.00',
      ...(l.image?.src ? { image: l.image.src } : {}),
    })),
    shipping_lines: (o.shipping_lines ?? []).map((s) => ({
      method_id: s.method_id,
      method_title: plain(s.method_title),
      total: money(s.total) || '0.00',
    })),
    status_history: statusHistory(o),
    notes: notes.filter((n) => n.customer_note).map(reshapeOrderNote),
  };
}

export function reshapeOrderSummary(o: WooOrder): OrderSummary {
  return {
    id: o.id,
    number: o.number || String(o.id),
    status: o.status,
    date_created: utc(o.date_created_gmt) ?? '',
    total: money(o.total) || '0.00',
    currency: o.currency || 'EGP',
  };
}

/** WooCommerce customer (+ the name the JWT plugin gave) -> User. */
/** Customer meta the shop keeps on WooCommerce: the address she last proved she reads (accounts.ts). */
export const EMAIL_CONFIRMED_META = 'nefertari_email_confirmed';
/** The proof of the mailbox last mailed: JSON {hash, email, expires}. */
export const EMAIL_PROOF_META = 'nefertari_email_proof';

/** A customer meta value the shop wrote, or '' (WooCommerce answers every meta with its key, value and id). */
export const customerMeta = (c: Pick<WooCustomer, 'meta_data'>, key: string): string => {
  const v = c.meta_data.find((m) => m.key === key)?.value;
  return typeof v === 'string' ? v : '';
};

export function reshapeCustomer(c: WooCustomer, displayName = ''): User {
  const full = `${c.first_name} ${c.last_name}`.trim();
  return {
    id: c.id,
    username: c.username,
    email: c.email,
    display_name: plain(displayName) || plain(full) || c.username,
    first_name: plain(c.first_name),
    last_name: plain(c.last_name),
    billing: reshapeAddress(c.billing),
    shipping: reshapeAddress(c.shipping),
    email_confirmed: sameEmail(customerMeta(c, EMAIL_CONFIRMED_META), c.email),
  };
}
