import * as z from 'zod/mini';
import { says } from './zod'; // and the shop's wording for every issue
import { CONTENT_MSG, MSG } from '../messages';
import { personalisationSchema } from './engraving';
import { variantAttributeSchema } from './line';

/**
 * A product, with WooCommerce REST v3 field names so the sample
 * catalogue and a WooCommerce store produce the same shape. The single source of the
 * Product type: content collections, the server and the islands all infer from it.
 */

/** A decimal money string as WooCommerce REST v3 sends it, e.g. "1250.00"; "" when unset. */
const money = z.string().check(z.regex(/^(\d+(\.\d{1,2})?)?$/, CONTENT_MSG.money));
const slug = z.string().check(z.regex(/^[a-z0-9-]+$/));
const id = z.int().check(z.positive());
const count = z.int().check(z.nonnegative());
const text = z.string().check(z.minLength(1));

/*
 * The Arabic of the catalogue: each entity may carry `ar`, the Arabic of its own words under the
 * same field names. Every field of it is optional, and what has none shows its English
 * (src/lib/catalogue/text.ts). The English fields stay what the store knows the piece by: an
 * option's value is sent to the cart as it is, whatever label the page showed.
 */

/** A name in Arabic (a category or tag named on a product). */
const arabicName = z.object({ name: z.optional(text) });

export const categoryRefSchema = z.object({
  /** Category id. */
  id,
  name: text,
  slug,
  /** The category's Arabic name (the build copies it from the category). */
  ar: z.optional(arabicName),
});

export const tagSchema = z.object({
  id,
  name: text,
  slug: z.optional(slug),
  ar: z.optional(arabicName),
});

export const productImageSchema = z.object({
  id: count,
  /** A file name inside content/catalogue/images/ for the sample catalogue, or an absolute URL from WooCommerce. */
  src: text,
  name: z.string(),
  /** Describes the picture for a shopper who cannot see it. Required: every image needs alt text. */
  alt: text,
  /** The description in Arabic. */
  ar: z.optional(z.object({ alt: z.optional(text) })),
});

export const attributeSchema = z.object({
  id: z._default(count, 0),
  /** What the shopper reads: "Metal", "Size", "Length". */
  name: text,
  options: z.array(text).check(z.minLength(1)),
  /** The shopper chooses among these options, each choice a variant (Size 6, 7, 8); false: a detail only. */
  variation: z._default(z.boolean(), false),
  /**
   * The attribute in Arabic: its name ("المقاس"), and each value's label by its English value
   * (`{"Sterling Silver": "فضة استرليني"}`); a value without one (a size, "7") shows as it is.
   */
  ar: z.optional(
    z.object({
      name: z.optional(text),
      options: z.optional(z.record(z.string(), text)),
    }),
  ),
});
export type Attribute = z.infer<typeof attributeSchema>;

/** A product's own words in Arabic: its name and descriptions (HTML, as the English ones). */
export const productArabicSchema = z.object({
  name: z.optional(text),
  description: z.optional(z.string()),
  short_description: z.optional(z.string()),
});
export type ProductArabic = z.infer<typeof productArabicSchema>;

export const stockStatusSchema = z.enum(['instock', 'outofstock', 'onbackorder']);
export const backordersSchema = z.enum(['no', 'notify', 'yes']);

/** simple: one thing at one price; variable: options and variants; grouped: a set of other products; external: sold elsewhere. */
export const productTypeSchema = z.enum(['simple', 'variable', 'grouped', 'external']);
export type ProductType = z.infer<typeof productTypeSchema>;

/** ISO date-time, with or without 'Z' (a sample file's local Cairo time, or a store's UTC). */
const dateTime = z.union([z.iso.datetime({ local: true }), z.iso.datetime()]);

/** The fields of what is sold at a price: a simple product, or one variant of a variable product. */
const saleableFields = {
  price: money,
  regular_price: money,
  sale_price: z._default(money, ''),
  on_sale: z._default(z.boolean(), false),
  /** A scheduled sale's first and last moments (the store flips the price by itself then); null when unscheduled. */
  date_on_sale_from: z._default(z.nullable(dateTime), null),
  date_on_sale_to: z._default(z.nullable(dateTime), null),
  purchasable: z._default(z.boolean(), true),
  manage_stock: z._default(z.boolean(), true),
  stock_quantity: z._default(z.nullable(z.int()), null),
  stock_status: stockStatusSchema,
  backorders: z._default(backordersSchema, 'no'),
};

type Saleable = {
  price: string;
  regular_price: string;
  sale_price: string;
  on_sale: boolean;
  manage_stock: boolean;
  stock_quantity: number | null;
};

/** The price and stock rules of anything sold at a price; `at` prefixes the path of an issue. */
function checkSaleable(p: Saleable, ctx: z.core.$RefinementCtx<unknown>, at: (string | number)[] = []): void {
  const issue = (field: string, message: string, input: unknown) =>
    ctx.addIssue({ code: 'custom', path: [...at, field], message, input });
  if (p.price === '') issue('price', CONTENT_MSG.priceRequired, p.price);
  if (p.regular_price === '') issue('regular_price', CONTENT_MSG.regularPriceRequired, p.regular_price);
  if (p.on_sale && (p.sale_price === '' || Number(p.sale_price) >= Number(p.regular_price)))
    issue('sale_price', CONTENT_MSG.saleBelowRegular, p.sale_price);
  if (p.on_sale && p.price !== p.sale_price) issue('price', CONTENT_MSG.priceIsSale, p.price);
  if (!p.on_sale && p.price !== p.regular_price) issue('price', CONTENT_MSG.priceIsRegular, p.price);
  if (p.manage_stock && p.stock_quantity === null)
    issue('stock_quantity', CONTENT_MSG.stockQuantityRequired, p.stock_quantity);
}

/**
 * One variant of a variable product: its own SKU, price, stock, picture and weight, and the
 * option values it is (Size 7; Metal Gold and Length 45 cm). A value of '' stands for any value.
 */
export const variantSchema = z
  .object({
    id,
    sku: text,
    attributes: z.array(variantAttributeSchema).check(z.minLength(1)),
    ...saleableFields,
    /** Its own picture; none: the product's first. */
    image: z._default(z.nullable(productImageSchema), null),
    /** Grams, as a decimal string; '' takes the product's. */
    weight: z._default(z.string(), ''),
    virtual: z._default(z.boolean(), false),
  })
  .check(z.superRefine((v, ctx) => checkSaleable(v, ctx)));
export type Variant = z.infer<typeof variantSchema>;

export const productSchema = z
  .object({
    id,
    name: text,
    slug: z.string().check(z.regex(/^[a-z0-9-]+$/, CONTENT_MSG.slug)),
    permalink: z._default(z.string(), ''),
    /** When the product was added; orders the 'latest' sort. ISO date-time, with or without 'Z'. */
    date_created: dateTime,
    type: z._default(productTypeSchema, 'simple'),
    status: z._default(z.literal('publish'), 'publish'),
    featured: z._default(z.boolean(), false),
    catalog_visibility: z._default(z.enum(['visible', 'catalog', 'search', 'hidden']), 'visible'),
    /** HTML; shown as plain text on the product page. */
    description: z.string(),
    /** HTML; shown as plain text in quick view and cards. */
    short_description: z.string(),
    sku: text,
    /**
     * What it costs. A variable product's are its cheapest variant's, and stock_status says
     * whether any variant can be bought (the build works them out: variantSummary); a grouped
     * product's price is its cheapest piece's.
     */
    ...saleableFields,
    total_sales: z._default(count, 0),
    /** Needs no shipping (a service, a file). */
    virtual: z._default(z.boolean(), false),
    downloadable: z._default(z.boolean(), false),
    tax_status: z._default(z.enum(['taxable', 'shipping', 'none']), 'taxable'),
    /** Grams, as a decimal string. */
    weight: z._default(z.string(), ''),
    /** Centimetres, as decimal strings. */
    dimensions: z._default(z.object({ length: z.string(), width: z.string(), height: z.string() }), () => ({
      length: '',
      width: '',
      height: '',
    })),
    shipping_required: z._default(z.boolean(), true),
    reviews_allowed: z._default(z.boolean(), true),
    /** Average of approved reviews, e.g. "4.50". */
    average_rating: z._default(z.string().check(z.regex(/^[0-5](\.\d{1,2})?$/)), '0.00'),
    rating_count: z._default(count, 0),
    related_ids: z._default(z.array(id), () => []),
    upsell_ids: z._default(z.array(id), () => []),
    cross_sell_ids: z._default(z.array(id), () => []),
    categories: z.array(categoryRefSchema).check(z.minLength(1, CONTENT_MSG.needsCategory)),
    tags: z._default(z.array(tagSchema), () => []),
    images: z.array(productImageSchema).check(z.minLength(1, CONTENT_MSG.needsImage)),
    attributes: z._default(z.array(attributeSchema), () => []),
    /** A variable product's variants (WooCommerce's variation ids are theirs). */
    variants: z._default(z.array(variantSchema), () => []),
    /** The choice a variable product's page starts with (the store's default variant). */
    default_attributes: z._default(z.array(variantAttributeSchema), () => []),
    /** A grouped product's pieces, by product id. */
    grouped_products: z._default(z.array(id), () => []),
    /** An external product: where it is sold, and the words of the button that leads there. */
    external_url: z._default(z.string(), ''),
    button_text: z._default(z.string(), ''),
    variations: z._default(z.array(z.number()), () => []),
    /** The product takes an engraving (a name, initials): the field, its limits and its price. Absent: none. */
    personalisation: z.optional(personalisationSchema),
    meta_data: z._default(
      z.array(z.object({ id: z.optional(z.number()), key: z.string(), value: z.unknown() })),
      () => [],
    ),
    /** Its name and descriptions in Arabic; absent: the Arabic pages show the English ones. */
    ar: z.optional(productArabicSchema),
  })
  .check(
    z.superRefine((p, ctx) => {
      const issue = (path: (string | number)[], message: string, input: unknown) =>
        ctx.addIssue({ code: 'custom', path, message, input });
      // A grouped product has no price of its own: it costs what its pieces cost.
      if (p.type !== 'grouped') checkSaleable(p, ctx);
      if (p.type === 'grouped' && p.grouped_products.length === 0)
        issue(['grouped_products'], CONTENT_MSG.groupedNeedsProducts, p.grouped_products);
      if (p.type === 'external' && !/^https?:\/\/\S+$/.test(p.external_url))
        issue(['external_url'], CONTENT_MSG.externalNeedsUrl, p.external_url);
      if (p.type !== 'variable') {
        if (p.variants.length > 0) issue(['variants'], CONTENT_MSG.variantsNeedVariable(p.type), p.variants);
        return;
      }
      const options = new Map(p.attributes.filter((a) => a.variation).map((a) => [a.name, a.options]));
      if (options.size === 0) issue(['attributes'], CONTENT_MSG.variableNeedsOptions, p.attributes);
      if (p.variants.length === 0) issue(['variants'], CONTENT_MSG.variableNeedsVariants, p.variants);
      const seen = new Map<string, number>();
      p.variants.forEach((v, i) => {
        v.attributes.forEach((a, j) => {
          const values = options.get(a.name);
          if (!values)
            issue(
              ['variants', i, 'attributes', j, 'name'],
              CONTENT_MSG.unknownOption(a.name, [...options.keys()]),
              a.name,
            );
          else if (a.option !== '' && !values.includes(a.option))
            issue(
              ['variants', i, 'attributes', j, 'option'],
              CONTENT_MSG.unknownOptionValue(a.name, a.option, values),
              a.option,
            );
        });
        for (const name of options.keys())
          if (!v.attributes.some((a) => a.name === name))
            issue(['variants', i, 'attributes'], CONTENT_MSG.variantMissesOption(name), v.attributes);
        const choice = [...options.keys()]
          .map((name) => v.attributes.find((a) => a.name === name)?.option ?? '')
          .join('\u0000');
        const twin = seen.get(choice);
        if (twin !== undefined) issue(['variants', i, 'attributes'], CONTENT_MSG.duplicateVariant(twin), v.attributes);
        else seen.set(choice, i);
      });
      const ids = new Set<number>();
      p.variants.forEach((v, i) => {
        if (v.id === p.id || ids.has(v.id)) issue(['variants', i, 'id'], CONTENT_MSG.duplicateVariantId(v.id), v.id);
        ids.add(v.id);
      });
      p.default_attributes.forEach((a, j) => {
        const values = options.get(a.name);
        if (!values || !values.includes(a.option))
          issue(['default_attributes', j], CONTENT_MSG.unknownOptionValue(a.name, a.option, values ?? []), a);
      });
    }),
  );

export type Product = z.infer<typeof productSchema>;
export type ProductImage = z.infer<typeof productImageSchema>;
export type StockStatus = z.infer<typeof stockStatusSchema>;

/** A category. `count` is the number of products in it. */
export const categorySchema = z.object({
  id,
  name: text,
  slug,
  count,
  description: z._default(z.string(), ''),
  /** Its name and description in Arabic. */
  ar: z.optional(z.object({ name: z.optional(text), description: z.optional(z.string()) })),
});
export type Category = z.infer<typeof categorySchema>;

/**
 * Live price, stock and rating of a product (GET /api/products/{id}, or the page's products at
 * once with GET /api/products/live?ids=): what the static page is corrected with.
 */
const liveSaleFields = {
  price: z.string(),
  regular_price: z.string(),
  sale_price: z.string(),
  on_sale: z.boolean(),
  purchasable: z.boolean(),
  stock_status: stockStatusSchema,
  stock_quantity: z.nullable(z.int()),
  manage_stock: z.boolean(),
  backorders: backordersSchema,
};
/** A variant's live price and stock. */
export const liveVariantSchema = z.object({ id, ...liveSaleFields });
export type LiveVariant = z.infer<typeof liveVariantSchema>;
export const liveProductSchema = z.object({
  id,
  ...liveSaleFields,
  average_rating: z.string(),
  rating_count: z.int(),
  /** A variable product's variants, each live (its own price, stock and whether it can be bought). */
  variants: z._default(z.array(liveVariantSchema), () => []),
});
export type LiveProduct = z.infer<typeof liveProductSchema>;
export const liveProductsAnswer = z.object({ products: z.array(liveProductSchema) });
/** GET /api/products/live?ids=101,102: product ids, comma-separated, at most 100. */
export const liveProductsQuerySchema = z.object({
  ids: z.pipe(
    z.string().check(
      z.regex(
        /^\d{1,9}(,\d{1,9}){0,99}$/,
        says(() => MSG.invalidProductId),
      ),
    ),
    z.transform((s) => [...new Set(s.split(',').map(Number))].filter((n) => n >= 1)),
  ),
});

/** A product as a browser remembers it for 'Recently viewed': enough to render the card without a request. */
export const viewedProductSchema = z.object({
  id,
  name: z.string(),
  price: z.string(),
  regular_price: z.string(),
  on_sale: z.boolean(),
  image: z.string(),
  alt: z.string(),
});
export type ViewedProduct = z.infer<typeof viewedProductSchema>;
/** The stored list: one bad entry means another version wrote it, or someone tampered with it, and all of it goes. */
export const viewedListSchema = z.array(viewedProductSchema);

/** API answers. */
export const categoriesAnswer = z.object({ categories: z.array(categorySchema) });
export const productsAnswer = z.object({ products: z.array(productSchema) });
