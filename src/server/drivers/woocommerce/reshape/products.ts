// The catalogue's products (every kind the shop sells, with their engraving) and categories.
import type { Product, Category, Variant } from '../../../../lib/schemas/product';
import { slugOf, withVariantSummary } from '../../../../lib/catalogue/variants';
import { PLACEHOLDER_IMAGE } from '../../../../lib/catalogue/placeholder';
import { MSG } from '../../../../lib/messages';
import { personalisationSchema, type Personalisation } from '../../../../lib/schemas/engraving';
import type { WooProduct, WooVariation, WooCategory } from '../schemas/catalogue';
import { money, plain, safeSlug, utc, type ReshapeResult } from './fields';
import { DEFAULT_UNITS, centimetres, grams, type StoreUnits } from './units';
import { STOCK_STATUSES, saleFields } from './prices';
import { optionOf, sameName, variantsOf } from './variations';

export interface ReshapeOptions {
  units?: StoreUnits;
  /** A variable product's variations (GET /products/{id}/variations); a variable product is not shown without them. */
  variations?: readonly WooVariation[];
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
  return { ok: true, value: withVariantSummary(withArabic(product, p.meta_data)) };
}

type Meta = WooProduct['meta_data'];

/** A meta field the shop's plugin writes, as text ('' when absent). */
function metaText(meta: Meta, key: string): string {
  const v = meta?.find((m) => m.key === key)?.value;
  return typeof v === 'string' ? v.trim() : '';
}

/**
 * The Arabic the owner wrote in the product's "Arabic" box (wp-admin, the shop's plugin): meta
 * nefertari_ar_name, nefertari_ar_short_description, nefertari_ar_description (HTML, as the
 * English ones), nefertari_ar_engraving_label, and nefertari_ar_words, one "English = Arabic" a
 * line for the words of its options (names and values) and its pictures' descriptions, matched to
 * the English exactly as the product has it. What has none shows its English.
 */
export function withArabic(product: Product, meta: Meta): Product {
  const name = plain(metaText(meta, 'nefertari_ar_name'));
  const short = metaText(meta, 'nefertari_ar_short_description');
  const description = metaText(meta, 'nefertari_ar_description');
  const label = plain(metaText(meta, 'nefertari_ar_engraving_label'));
  const words = arabicWords(metaText(meta, 'nefertari_ar_words'));
  const own = {
    ...(name ? { name } : {}),
    ...(short ? { short_description: short } : {}),
    ...(description ? { description } : {}),
  };
  const image = <T extends Product['images'][number]>(img: T): T => {
    const alt = words.get(img.alt);
    return alt ? { ...img, ar: { alt } } : img;
  };
  return {
    ...product,
    ...(Object.keys(own).length ? { ar: own } : {}),
    images: product.images.map(image),
    variants: product.variants.map((v) => (v.image ? { ...v, image: image(v.image) } : v)),
    attributes: product.attributes.map((a) => {
      const options = Object.fromEntries(a.options.flatMap((o) => (words.has(o) ? [[o, words.get(o)!]] : [])));
      const ar = {
        ...(words.has(a.name) ? { name: words.get(a.name)! } : {}),
        ...(Object.keys(options).length ? { options } : {}),
      };
      return Object.keys(ar).length ? { ...a, ar } : a;
    }),
    ...(product.personalisation && label
      ? { personalisation: { ...product.personalisation, ar: { label: label.slice(0, 60) } } }
      : {}),
  };
}

/** "English = Arabic" lines -> English -> Arabic; a line without both sides says nothing. */
function arabicWords(text: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const at = line.indexOf('=');
    if (at < 0) continue;
    const english = plain(line.slice(0, at));
    const arabic = plain(line.slice(at + 1));
    if (english && arabic) words.set(english, arabic);
  }
  return words;
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
    ...categoryArabic(c),
  };
}

/** A category's Arabic, the fields the shop's plugin adds to its term (nefertari_ar in REST v3). */
function categoryArabic(c: WooCategory): Pick<Category, 'ar'> {
  const name = plain(c.nefertari_ar?.name ?? '');
  const description = plain(c.nefertari_ar?.description ?? '');
  const ar = { ...(name ? { name } : {}), ...(description ? { description } : {}) };
  return Object.keys(ar).length ? { ar } : {};
}
