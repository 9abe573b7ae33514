import type { Cart } from '../schemas/cart';
import type { ViewedProduct } from '../schemas/product';
import type { Review } from '../schemas/review';
import type { WishlistItem, WishlistLocalCopy } from '../schemas/wishlist';

/**
 * Light checks for what the browser only reads: the same-origin API's answers to the product and
 * listing pages and the cart (wishlist, reviews, the cart; the live prices have their own check in ./catalogue.ts), and the copies it keeps in
 * localStorage (recently viewed, the wishlist). Each entity's one zod schema (src/lib/schemas)
 * stays the source of its type and of the server's validation, and forms still validate with it;
 * these only refuse an answer that is not the entity at all (not an object, a key missing, a key
 * of the wrong kind), which the code reading it could not show. zod's core is ~10 KB gzip, two
 * thirds of a product page's budget, for answers our own server wrote from the same types.
 * tests/unit/api/answer-shapes.test.ts holds each shape to its schema on real answers.
 *
 * A shape names each key with what it holds: 'string', 'number', 'boolean', 'number|null', a
 * nested shape, or [shape] / ['string'] for a list. A key written `name?` may be absent or null (an
 * optional field, or one the schema fills in with a default).
 */
type Leaf = 'string' | 'number' | 'boolean' | 'number|null';
export type Field = Leaf | Shape | readonly [Field];
export interface Shape {
  readonly [key: string]: Field;
}

/** Whether `value` is what `field` describes. */
export function fits(value: unknown, field: Field): boolean {
  if (field === 'number|null') return value === null || fits(value, 'number');
  if (typeof field === 'string') return typeof value === field && (field !== 'number' || Number.isFinite(value));
  if (Array.isArray(field)) return Array.isArray(value) && value.every((v) => fits(v, field[0] as Field));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  for (const [name, inner] of Object.entries(field as Shape)) {
    const optional = name.endsWith('?');
    const v = record[optional ? name.slice(0, -1) : name];
    if (optional && (v === undefined || v === null)) continue;
    if (!fits(v, inner)) return false;
  }
  return true;
}

/** What ./http's `schema` option takes: the value as T, or a throw that becomes 'unexpected answer'. */
export const answer = <T>(shape: Shape) => ({
  parse(value: unknown): T {
    if (!fits(value, shape)) throw new TypeError('The answer does not have the expected shape.');
    return value as T;
  },
});

/** What src/lib/storage's reads take: the value as T, or null (the stored copy is then removed). */
export const stored =
  <T>(field: Field) =>
  (value: unknown): T | null =>
    fits(value, field) ? (value as T) : null;

const LINE_TOTALS: Shape = { subtotal: 'string', total: 'string', tax: 'string', subtotal_tax: 'string' };
const CHOICE: Shape = { name: 'string', option: 'string' };

/** A cart line as the browser shows it. A line field the cart page or drawer reads is named here too. */
export const CART_LINE: Shape = {
  key: 'string',
  id: 'number',
  'variation_id?': 'number',
  'choices?': [CHOICE],
  name: 'string',
  price: 'string',
  'regular_price?': 'string',
  quantity: 'number',
  'max_quantity?': 'number',
  totals: LINE_TOTALS,
  featured_image: 'string',
  'reduced_from?': 'number',
  'engraving?': { label: 'string', text: 'string', 'price?': 'string' },
};
export const CART: Shape = {
  items: [CART_LINE],
  item_count: 'number',
  'needs_shipping?': 'boolean',
  totals: { subtotal: 'string', total: 'string', total_tax: 'string', 'gift_wrap?': 'string' },
  'gift_wrap?': { chosen: 'boolean', price: 'string' },
  'notices?': ['string'],
  'add_cut?': { requested: 'number', added: 'number', left: 'number' },
};
export const cartAnswer = answer<Cart>(CART);

export const WISHLIST_ITEM: Shape = {
  id: 'number',
  product_id: 'number',
  name: 'string',
  price: 'string',
  image: 'string',
  date_added: 'string',
  'has_options?': 'boolean',
};
export const wishlistAnswer = answer<{ items: WishlistItem[] }>({ items: [WISHLIST_ITEM] });
export const existsAnswer = answer<{ exists: boolean }>({ exists: 'boolean' });
/** The browser's copy of the wishlist (format 1); `pending` holds products added while offline. */
const wishlistCopy = stored<WishlistLocalCopy>({ v: 'number', items: [WISHLIST_ITEM], pending: ['number'] });
export const storedWishlist = (value: unknown): WishlistLocalCopy | null => {
  const copy = wishlistCopy(value);
  return copy?.v === 1 ? copy : null;
};

export const REVIEW: Shape = {
  id: 'number',
  product_id: 'number',
  reviewer: 'string',
  review: 'string',
  rating: 'number',
  date_created: 'string',
  verified: 'boolean',
};
export const reviewsAnswer = answer<{ reviews: Review[] }>({ reviews: [REVIEW] });

export const VIEWED_PRODUCT: Shape = {
  id: 'number',
  name: 'string',
  price: 'string',
  regular_price: 'string',
  on_sale: 'boolean',
  image: 'string',
  alt: 'string',
};
/** The stored list: one bad entry means another version wrote it, or someone tampered with it, and all of it goes. */
export const storedViewedList = stored<ViewedProduct[]>([VIEWED_PRODUCT]);
