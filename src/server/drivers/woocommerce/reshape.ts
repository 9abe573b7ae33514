import type { Product, Category, Variant } from '../../../lib/schemas/product';
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
import { isoSeconds, parseDate } from '../../../lib/dates';
import { sameEmail } from '../../security/email-proof';
import { slugOf, withVariantSummary } from '../../../lib/catalogue/variants';
import { PLACEHOLDER_IMAGE } from '../../../lib/catalogue/placeholder';
import { GIFT_MSG, MSG } from '../../../lib/messages';
import { personalisationSchema, type OrderGift, type Personalisation } from '../../../lib/schemas/engraving';
import type { AppliedCode } from '../../../lib/schemas/discount';
import { couponNotice } from './coupons';
import type {
  WooProduct,
  WooVariation,
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
  const date = gmt ? parseDate(gmt) : null;
  return date ? isoSeconds(date) : null;
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

export type ReshapeResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * The units a store writes weights and dimensions in (WooCommerce → Settings → Products:
 * woocommerce_weight_unit, woocommerce_dimension_unit). The shop's Product keeps grams and
 * centimetres, as the sample catalogue does, so every page, both drivers and the Details tab
 * read one unit; a store's figures are converted once, here.
 */
export interface StoreUnits {
  weight: string;
  dimension: string;
}
/** WooCommerce's own defaults, for a store whose settings cannot be read. */
export const DEFAULT_UNITS: StoreUnits = { weight: 'kg', dimension: 'cm' };
const GRAMS: Record<string, number> = { g: 1, kg: 1000, lbs: 453.59237, oz: 28.349523125 };
const CENTIMETRES: Record<string, number> = { cm: 1, m: 100, mm: 0.1, in: 2.54, yd: 91.44 };

/** A store's figure in the shop's unit ("0.05" kg -> "50"); '' stays '', and so does a figure or unit it cannot read. */
function converted(value: string, factor: number | undefined): string {
  if (value.trim() === '' || factor === undefined) return '';
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? String(Number((n * factor).toFixed(3))) : '';
}
export const grams = (value: string, units: StoreUnits) => converted(value, GRAMS[units.weight]);
export const centimetres = (value: string, units: StoreUnits) => converted(value, CENTIMETRES[units.dimension]);

export interface ReshapeOptions {
  units?: StoreUnits;
  /** A variable product's variations (GET /products/{id}/variations); a variable product is not shown without them. */
  variations?: readonly WooVariation[];
}

const STOCK_STATUSES = ['instock', 'outofstock', 'onbackorder'] as const;
const BACKORDERS = ['no', 'notify', 'yes'] as const;

/** Price, sale and stock as the schema keeps them, from a product's or a variation's fields; null without a price. */
function saleFields(x: {
  price: string;
  regular_price: string;
  sale_price: string;
  on_sale: boolean;
  purchasable: boolean;
  manage_stock?: boolean | string | null;
  stock_quantity?: number | null;
  stock_status: string;
  backorders: string;
  date_on_sale_from_gmt?: string | null;
  date_on_sale_to_gmt?: string | null;
}) {
  const regular = money(x.regular_price) || money(x.price);
  if (!regular) return null;
  // The price is what WooCommerce's cart charges, and the shop shows no other. A scheduled sale
  // says on_sale from its start date, but the cart keeps charging the regular price until
  // WP-Cron's daily job writes the sale price into price (and the other way at its end): the sale
  // shows once price is below the regular price, never from on_sale or sale_price alone.
  const charged = money(x.price) || regular;
  const onSale = Number(charged) < Number(regular);
  const sale = onSale ? charged : '';
  // "parent": a variation whose stock is its product's; WooCommerce then answers the parent's count.
  const managed = (x.manage_stock === true || x.manage_stock === 'parent') && typeof x.stock_quantity === 'number';
  return {
    price: charged,
    regular_price: regular,
    sale_price: sale,
    on_sale: onSale,
    date_on_sale_from: utc(x.date_on_sale_from_gmt),
    date_on_sale_to: utc(x.date_on_sale_to_gmt),
    purchasable: x.purchasable,
    manage_stock: managed,
    stock_quantity: managed ? (x.stock_quantity ?? null) : null,
    stock_status: STOCK_STATUSES.find((st) => st === x.stock_status) ?? 'outofstock',
    backorders: BACKORDERS.find((b) => b === x.backorders) ?? 'no',
  };
}

type WooAttribute = NonNullable<WooProduct['attributes']>[number];
/** Local attributes are named as typed on the product and lower-cased on its variations: matched case-insensitively. */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** The product's own spelling of an option value, or undefined when it does not list it. */
function optionOf(attribute: WooAttribute, value: string): string | undefined {
  const options = attribute.options ?? [];
  return options.find((o) => o === value) ?? options.find((o) => sameName(o, value));
}

/**
 * A variable product's variants, from its variations: only published ones with a price (WooCommerce
 * shows no other), each value the product's own spelling ('' for "any", which REST v3 leaves out),
 * and of two variations with the same values the first (the one WooCommerce's cart would match).
 */
function variantsOf(
  p: WooProduct,
  options: readonly WooAttribute[],
  variations: readonly WooVariation[],
  units: StoreUnits,
  sku: string,
): Variant[] {
  const seen = new Set<string>();
  const out: Variant[] = [];
  for (const v of variations) {
    if (v.status && v.status !== 'publish') continue;
    const sale = saleFields(v);
    if (!sale) continue;
    const attributes = options.map((o) => {
      const own = (v.attributes ?? []).find((a) => (o.id > 0 ? a.id === o.id : a.id <= 0 && sameName(a.name, o.name)));
      return { name: o.name, option: own?.option ? optionOf(o, own.option) : '' };
    });
    // A value the product no longer lists (a term since removed): WooCommerce cannot sell it either.
    if (attributes.some((a) => a.option === undefined)) continue;
    const key = attributes.map((a) => a.option).join('\u0000');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      id: v.id,
      sku: v.sku || `${sku}-${v.id}`,
      attributes: attributes as Variant['attributes'],
      ...sale,
      image: v.image?.src
        ? { id: v.image.id, src: v.image.src, name: v.image.name, alt: plain(v.image.alt) || plain(p.name) }
        : null,
      weight: grams(v.weight, units),
      virtual: v.virtual,
    });
  }
  return out;
}

/**
 * REST v3 product -> Product, for every kind the shop sells: simple, variable (with its
 * variations: options are the attributes marked for variations, global and local alike), grouped
 * (its pieces) and external (where it is sold). Answers a reason instead when the shop cannot show
 * it: another kind (a plugin's), not published, without a price, a variable product none of whose
 * variations has a price, a grouped one without pieces. Missing sku and alt text are filled in, a
 * missing picture is the shop's own placeholder, weights and sizes become grams and centimetres.
 */
export function reshapeProduct(p: WooProduct, options: ReshapeOptions = {}): ReshapeResult<Product> {
  const units = options.units ?? DEFAULT_UNITS;
  const type = p.type || 'simple';
  if (!(['simple', 'variable', 'grouped', 'external'] as const).some((t) => t === type))
    return { ok: false, reason: MSG.leftOutType(type) };
  if (p.status && p.status !== 'publish') return { ok: false, reason: MSG.leftOutStatus(p.status) };
  const name = plain(p.name) || `Product ${p.id}`;
  const sku = p.sku || `WC-${p.id}`;
  const categories = (p.categories ?? []).map((c) => ({
    id: c.id,
    name: plain(c.name) || `Category ${c.id}`,
    slug: safeSlug(c.slug, c.name, 'category', c.id),
  }));
  if (categories.length === 0) return { ok: false, reason: MSG.leftOutNoCategory };

  const attributes = (p.attributes ?? [])
    .map((a) => ({ ...a, name: plain(a.name), options: (a.options ?? []).map(plain).filter(Boolean) }))
    .filter((a) => a.name && a.options.length > 0);
  const optionAttributes = type === 'variable' ? attributes.filter((a) => a.variation) : [];
  let variants: Variant[] = [];
  let sale = saleFields(p);
  if (type === 'variable') {
    if (optionAttributes.length === 0) return { ok: false, reason: MSG.leftOutNoOptions };
    if (!options.variations) return { ok: false, reason: MSG.leftOutNoVariations };
    variants = variantsOf(p, optionAttributes, options.variations, units, sku);
    if (variants.length === 0) return { ok: false, reason: MSG.leftOutNoVariations };
    // Its own price and stock are its variants' (withVariantSummary, below), whatever the parent says.
    sale = saleFields({ ...p, price: variants[0]!.price, regular_price: variants[0]!.price, on_sale: false });
  }
  const pieces = (p.grouped_products ?? []).filter((n) => Number.isInteger(n) && n > 0);
  if (type === 'grouped') {
    if (pieces.length === 0) return { ok: false, reason: MSG.leftOutNoPieces };
    // No price of its own: WooCommerce answers its cheapest piece's, or none; the pieces decide (withGroupedPrices).
    const cheapest = money(p.price);
    sale = {
      price: cheapest,
      regular_price: cheapest,
      sale_price: '',
      on_sale: false,
      date_on_sale_from: null,
      date_on_sale_to: null,
      purchasable: false,
      manage_stock: false,
      stock_quantity: null,
      stock_status: STOCK_STATUSES.find((st) => st === p.stock_status) ?? 'instock',
      backorders: 'no',
    };
  }
  if (!sale) return { ok: false, reason: MSG.leftOutNoPrice };
  if (type === 'external' && !/^https?:\/\/\S+$/.test(p.external_url))
    return { ok: false, reason: MSG.leftOutNoExternalUrl };

  const images = (p.images ?? [])
    .filter((img) => img.src)
    .map((img, i) => ({
      id: img.id,
      src: img.src,
      name: img.name,
      alt: plain(img.alt) || (i === 0 ? name : `${name}, picture ${i + 1}`),
    }));
  if (images.length === 0)
    images.push({ id: 0, src: PLACEHOLDER_IMAGE, name: 'placeholder', alt: MSG.noPicture(name) });
  const rating = Number(p.average_rating);
  const taxStatus = (['taxable', 'shipping', 'none'] as const).find((s) => s === p.tax_status) ?? 'taxable';
  const visibility =
    (['visible', 'catalog', 'search', 'hidden'] as const).find((s) => s === p.catalog_visibility) ?? 'visible';
  const positive = (ids: number[] | null | undefined) => (ids ?? []).filter((n) => Number.isInteger(n) && n > 0);
  const dimensions = p.dimensions ?? { length: '', width: '', height: '' };
  const defaults = (p.default_attributes ?? []).flatMap((d) => {
    const attribute = optionAttributes.find((a) => (a.id > 0 && d.id > 0 ? a.id === d.id : sameName(a.name, d.name)));
    // A global attribute's default is its term's slug ("large" for "Large").
    const value =
      attribute && (optionOf(attribute, d.option) ?? attribute.options.find((o) => slugOf(o) === slugOf(d.option)));
    return attribute && value ? [{ name: attribute.name, option: value }] : [];
  });
  const product: Product = {
    id: p.id,
    name,
    slug: safeSlug(p.slug, p.name, 'product', p.id),
    permalink: p.permalink,
    date_created: utc(p.date_created_gmt) ?? p.date_created ?? new Date(0).toISOString(),
    type: type as Product['type'],
    status: 'publish',
    featured: p.featured,
    catalog_visibility: visibility,
    description: p.description,
    short_description: p.short_description,
    sku,
    ...sale,
    // WooCommerce says an external product cannot be bought here: its button leads to external_url.
    purchasable: type === 'external' ? false : sale.purchasable,
    total_sales: Math.max(0, Math.trunc(p.total_sales)),
    virtual: p.virtual,
    downloadable: p.downloadable,
    tax_status: taxStatus,
    weight: grams(p.weight, units),
    dimensions: {
      length: centimetres(dimensions.length, units),
      width: centimetres(dimensions.width, units),
      height: centimetres(dimensions.height, units),
    },
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
    // What the owner hid from the product page stays hidden, unless the shopper chooses by it.
    attributes: attributes
      .filter((a) => a.visible !== false || optionAttributes.includes(a))
      .map((a) => ({
        id: Math.max(0, a.id),
        name: a.name,
        options: a.options,
        variation: optionAttributes.includes(a),
      })),
    variants,
    default_attributes: defaults,
    grouped_products: type === 'grouped' ? pieces : [],
    external_url: type === 'external' ? p.external_url : '',
    button_text: type === 'external' ? plain(p.button_text) : '',
    variations: variants.map((v) => v.id),
    // meta_data holds plugins' private settings; none of it is for shoppers.
    meta_data: [],
    ...engravingOf(p.meta_data),
  };
  return { ok: true, value: withVariantSummary(product) };
}

/**
 * The engraving a product takes, as the owner set it in wp-admin (Product data → General →
 * Engraving, the shop's plugin): product meta nefertari_engraving ("yes"), _label, _max_length,
 * _scripts, _required ("yes"), _price, _preview. Fields that do not fit the shop's rules leave
 * the product without one rather than with a field the store would refuse.
 */
export function personalisationOf(
  meta: readonly { key: string; value: unknown }[] | null | undefined,
): Personalisation | null {
  const get = (key: string) => {
    const v = meta?.find((m) => m.key === `nefertari_engraving${key}`)?.value;
    return typeof v === 'string' ? v.trim() : '';
  };
  if (get('') !== 'yes') return null;
  const max = Number(get('_max_length'));
  const result = personalisationSchema.safeParse({
    label: get('_label') || 'Engraving',
    max_length: Number.isInteger(max) && max > 0 ? max : 20,
    scripts: get('_scripts') || 'both',
    required: get('_required') === 'yes',
    price: get('_price') ? Number(get('_price')).toFixed(2) : '0.00',
    preview: get('_preview') === 'cartouche' ? 'cartouche' : 'plain',
  });
  return result.success ? result.data : null;
}

const engravingOf = (meta: WooProduct['meta_data']): Pick<Product, 'personalisation'> => {
  const p = personalisationOf(meta);
  return p ? { personalisation: p } : {};
};

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
  return {
    id: g.id,
    title: plain(g.title) || g.id,
    description: plain(g.description),
    enabled: g.enabled,
    // WooCommerce refuses such a method itself at checkout for a cart that needs no shipping.
    shipped_only: g.settings?.enable_for_virtual?.value === 'no',
  };
}

/**
 * Store API money: minor-unit strings ("1800" with minor unit 2 -> "18.00"). The cart is what the
 * items cost: WooCommerce's total_price also holds the shipping of the customer's address (its
 * base country until the shopper gives one), which the checkout quotes for the real address.
 */
export interface CartContext {
  /** A variation's product (the Store API names a line by the variation's id alone); unknown: the variation's own id. */
  parentOf?: (variationId: number) => number | undefined;
  /** The picture of a line whose product has none. */
  noPicture?: string;
}

/** A cart line's engraving from the shop's plugin's data on it (the text as typed). */
const lineEngraving = (e: { label: string; text: string; price: string } | null | undefined) =>
  e?.text ? { engraving: { label: e.label, text: e.text, price: e.price || '0.00' } } : {};

/** What the gift wrap adds to a cart's totals: the plugin's fee, when chosen. */
const giftWrapTotal = (c: StoreCart): { gift_wrap?: string } => {
  const wrap = c.extensions?.nefertari?.gift_wrap;
  return wrap?.chosen ? { gift_wrap: wrap.price } : {};
};

/**
 * The Store API cart's codes, each with what it takes off, and the whole discount: named fields
 * present only when the cart has codes, so a cart without reads as it always did.
 */
function cartCodes(c: StoreCart): { coupons?: AppliedCode[]; discount?: string } {
  if (!c.coupons?.length) return {};
  return {
    coupons: c.coupons.map((x) => ({
      code: x.code,
      discount: fromMinorUnits(x.totals.total_discount || 0, x.totals.currency_minor_unit),
      free_shipping: false,
    })),
    discount: fromMinorUnits(c.totals.total_discount || 0, c.totals.currency_minor_unit),
  };
}

export function reshapeStoreCart(c: StoreCart, context: CartContext = {}): Cart {
  const t = c.totals;
  const wrap = c.extensions?.nefertari?.gift_wrap;
  const u = t.currency_minor_unit;
  const shipping = Number(t.total_shipping || 0) + Number(t.total_shipping_tax || 0);
  const { coupons, discount } = cartCodes(c);
  return {
    items: c.items.map((item) => {
      const pu = item.prices.currency_minor_unit;
      const tu = item.totals.currency_minor_unit;
      const image = item.images?.[0];
      const variation = item.type === 'variation';
      return {
        key: item.key,
        id: variation ? (context.parentOf?.(item.id) ?? item.id) : item.id,
        variation_id: variation ? item.id : 0,
        // The values chosen, by name ("Ring size: 7"; an "any" attribute with the shopper's value).
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
        featured_image: image ? image.thumbnail || image.src : (context.noPicture ?? ''),
        permalink: item.permalink,
        ...lineEngraving(item.extensions?.nefertari?.engraving),
      };
    }),
    item_count: Math.max(0, Math.trunc(c.items_count)),
    needs_shipping: c.needs_shipping ?? true,
    totals: {
      subtotal: fromMinorUnits(t.total_items, u),
      total: fromMinorUnits(Number(t.total_price || 0) - shipping, u),
      total_tax: fromMinorUnits(Number(t.total_tax || 0) - Number(t.total_shipping_tax || 0), u),
      ...giftWrapTotal(c),
      ...(discount ? { discount } : {}),
    },
    ...(wrap ? { gift_wrap: { chosen: wrap.chosen, price: wrap.price } } : {}),
    ...(coupons ? { coupons } : {}),
    // The Store API reports lines it had to change (stock, product gone) and codes it took off in `errors`.
    notices: (c.errors ?? []).map((e) => couponNotice(e.message) ?? plain(e.message)).filter(Boolean),
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
  const ships = c.needs_shipping ?? true;
  const codes = cartCodes(c);
  return {
    needs_shipping: ships,
    // A cart of virtual products: WooCommerce lists no rate and charges none (total_shipping null).
    rates: ships ? rates : [],
    totals: {
      subtotal: fromMinorUnits(t.total_items, u),
      shipping: !ships
        ? '0.00'
        : rates.length > 0 && t.total_shipping !== ''
          ? fromMinorUnits(Number(t.total_shipping) + Number(t.total_shipping_tax || 0), u)
          : null,
      total_tax: fromMinorUnits(t.total_tax, u),
      ...giftWrapTotal(c),
      total: fromMinorUnits(t.total_price, u),
      ...(codes.discount ? { discount: codes.discount } : {}),
    },
    ...(codes.coupons ? { coupons: codes.coupons } : {}),
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

/**
 * A variation's values from its order line's meta: {key "pa_ring-size", display_key "Ring size",
 * display_value "7"}. WooCommerce's own meta (_reduced_stock) starts with "_".
 */
function lineChoices(
  meta: NonNullable<WooOrder['line_items']>[number]['meta_data'],
): Order['line_items'][number]['choices'] {
  return (meta ?? []).flatMap((m) => {
    const value = typeof m.display_value === 'string' ? plain(m.display_value) : '';
    const name = plain(m.display_key || m.key);
    // The shop's plugin's engraving is the line's text, not a choice.
    return m.key.startsWith('_') || m.key === 'nefertari_engraving' || !name || !value ? [] : [{ name, option: value }];
  });
}

/** An order line's engraving from the meta the shop's plugin wrote on it (nefertari_engraving and its label and price). */
function orderLineEngraving(meta: NonNullable<WooOrder['line_items']>[number]['meta_data']) {
  const value = (key: string) => {
    const v = meta?.find((m) => m.key === key)?.value;
    return typeof v === 'string' ? v : '';
  };
  const text = value('nefertari_engraving');
  if (!text) return {};
  return {
    engraving: {
      label: value('_nefertari_engraving_label') || GIFT_MSG.engravingFallbackLabel,
      text,
      price: value('_nefertari_engraving_price') || '0.00',
    },
  };
}

/** An order's gift options from the meta the shop's plugin wrote at checkout; none when it is not a gift. */
function orderGift(meta: WooOrder['meta_data']): { gift?: OrderGift } {
  const value = (key: string) => {
    const v = meta?.find((m) => m.key === `_nefertari_gift_${key}`)?.value;
    return typeof v === 'string' ? v : '';
  };
  if (!value('wrap')) return {};
  const total = Number(value('wrap_total'));
  return {
    gift: {
      wrap: value('wrap') === 'yes',
      wrap_total: Number.isFinite(total) ? total.toFixed(2) : '0.00',
      message: value('message'),
      hide_prices: value('hide_prices') === 'yes',
    },
  };
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
      variation_id: l.variation_id,
      choices: l.variation_id > 0 ? lineChoices(l.meta_data ?? []) : [],
      sku: l.sku,
      // A variation's line is named "Lotus Stacking Ring - 7"; the shop names the product and lists the choice.
      name: plain((l.variation_id > 0 && l.parent_name) || l.name),
      quantity: l.quantity,
      // WooCommerce's `price` is after the discount codes (990 for a 1,100 ring with 10 % off):
      // the unit price is the line's subtotal per piece.
      price: l.subtotal !== '' && l.quantity > 0 ? (Number(l.subtotal) / l.quantity).toFixed(2) : l.price.toFixed(2),
      total: money(l.total) || '0.00',
      subtotal: money(l.subtotal) || money(l.total) || '0.00',
      ...(l.image?.src ? { image: l.image.src } : {}),
      ...orderLineEngraving(l.meta_data),
    })),
    shipping_lines: (o.shipping_lines ?? []).map((s) => ({
      method_id: s.method_id,
      method_title: plain(s.method_title),
      total: money(s.total) || '0.00',
    })),
    ...(o.coupon_lines?.length
      ? {
          discount_total: money(o.discount_total) || '0.00',
          coupon_lines: o.coupon_lines.map((c) => ({
            code: plain(c.code),
            discount: money(c.discount) || '0.00',
            free_shipping: false,
          })),
        }
      : {}),
    status_history: statusHistory(o),
    notes: notes.filter((n) => n.customer_note).map(reshapeOrderNote),
    ...orderGift(o.meta_data),
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
    ...(Number(o.discount_total) > 0 ? { discount_total: money(o.discount_total) } : {}),
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
