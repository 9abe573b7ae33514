import type { Db } from '../sqlite/db';
import type { AdminDiscountForm } from '../../lib/schemas/admin';
import { StoreError } from '../backend';
import { ADMIN_MSG } from '../../lib/admin-messages';
import { codeKey, codeLabel, MAX_CODE_LENGTH } from '../../lib/discounts';
import { cairoToUtc, utcToCairo } from '../../lib/dates';
import { formatMoney, fromMinor, toMinor } from '../../lib/money';
import { CONTROL_CHARACTER } from '../../lib/constants';
import type { Catalogue } from '../drivers/embedded/bundled-catalogue';
import { DISCOUNT_TYPES, type DiscountType } from '../drivers/embedded/discount-math';
import { toCoupon, type CouponRow } from '../drivers/embedded/coupons';

/**
 * The owner's discount codes on the embedded store (/admin/discounts): make, edit and end them.
 * What a code does at the cart and checkout is drivers/embedded/discount-math.ts; here, what the
 * owner may set. She types amounts as on a price tag ("10", "150.50") and times as a Cairo clock
 * shows them; the store keeps hundredths and UTC instants.
 */

/** What the owner's form sends: its shape is lib/schemas/admin.ts's; the rules are here. */
export type DiscountInput = AdminDiscountForm;

export type DiscountStatus = 'active' | 'scheduled' | 'ended' | 'used_up';

/** A code as the back office shows and edits it. */
export interface AdminDiscount {
  id: number;
  code: string;
  description: string;
  discount_type: DiscountType;
  /** As the owner typed it: "10", "150.50"; '' for free shipping. */
  amount: string;
  minimum_spend: string;
  maximum_spend: string;
  /** UTC instants, and the same as Cairo wall times for the form. */
  starts_at: string | null;
  ends_at: string | null;
  starts_local: string;
  ends_local: string;
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
  product_ids: number[];
  excluded_product_ids: number[];
  category_ids: number[];
  excluded_category_ids: number[];
  exclude_sale_items: boolean;
  combines: boolean;
  /** Orders that hold it now (a cancelled, refunded or failed order gave its use back). */
  uses: number;
  status: DiscountStatus;
  /** One line: "10 % off the cart", "Free shipping". */
  summary: string;
  created_at: string;
  updated_at: string;
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const DECIMAL = /^\d{1,9}(\.\d{1,2})?$/;
/** "10.00" -> "10", "150.50" stays: an amount as a person writes it. */
const typed = (hundredths: number) => fromMinor(hundredths).replace(/\.00$/, '');

function refuse(message: string, field?: string): never {
  throw new StoreError('invalid_request', message, 400, field ? { field } : undefined);
}

/** What the code does, in a line: its kind and amount. */
export function discountSummary(type: DiscountType, amount: number): string {
  const money = formatMoney(fromMinor(amount));
  switch (type) {
    case 'percent':
      return ADMIN_MSG.discountPercentOff(typed(amount));
    case 'fixed_cart':
      return ADMIN_MSG.discountAmountOffCart(money);
    case 'fixed_product':
      return ADMIN_MSG.discountAmountOffEach(money);
    default:
      return ADMIN_MSG.discountFreeShipping;
  }
}

function statusOf(r: CouponRow, uses: number, now: number): DiscountStatus {
  if (r.ends_at && Date.parse(r.ends_at) <= now) return 'ended';
  if (r.usage_limit !== null && uses >= r.usage_limit) return 'used_up';
  if (r.starts_at && Date.parse(r.starts_at) > now) return 'scheduled';
  return 'active';
}

function toAdmin(db: Db, r: CouponRow, now: number): AdminDiscount {
  const c = toCoupon(r);
  const uses =
    db.get<{ n: number }>('SELECT COUNT(*) AS n FROM coupon_uses WHERE coupon_id = ? AND released = 0', r.id)?.n ?? 0;
  const spend = (v: number | null) => (v === null ? '' : typed(v));
  return {
    id: r.id,
    code: r.code,
    description: r.description,
    discount_type: c.discount_type,
    amount: c.discount_type === 'free_shipping' ? '' : typed(r.amount),
    minimum_spend: spend(r.minimum_spend),
    maximum_spend: spend(r.maximum_spend),
    starts_at: r.starts_at,
    ends_at: r.ends_at,
    starts_local: utcToCairo(r.starts_at),
    ends_local: utcToCairo(r.ends_at),
    usage_limit: r.usage_limit,
    usage_limit_per_customer: r.usage_limit_per_customer,
    product_ids: c.product_ids,
    excluded_product_ids: c.excluded_product_ids,
    category_ids: c.category_ids,
    excluded_category_ids: c.excluded_category_ids,
    exclude_sale_items: c.exclude_sale_items,
    combines: !c.individual_use,
    uses,
    status: statusOf(r, uses, now),
    summary: discountSummary(c.discount_type, r.amount),
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export function listDiscounts(db: Db, now = Date.now()): AdminDiscount[] {
  return db.all<CouponRow>('SELECT * FROM coupons ORDER BY id DESC').map((r) => toAdmin(db, r, now));
}

export function getDiscount(db: Db, id: number, now = Date.now()): AdminDiscount {
  const row = db.get<CouponRow>('SELECT * FROM coupons WHERE id = ?', id);
  if (!row) throw new StoreError('not_found', ADMIN_MSG.discountNotFound, 404);
  return toAdmin(db, row, now);
}

/** The form checked and turned into the columns the store keeps; 400 with the field at fault. */
function columns(db: Db, catalogue: Catalogue, input: DiscountInput, id: number | null) {
  const code = input.code.trim();
  if (!code) refuse(ADMIN_MSG.discountCodeRequired, 'code');
  if (code.length > MAX_CODE_LENGTH) refuse(ADMIN_MSG.discountCodeTooLong(MAX_CODE_LENGTH), 'code');
  if (CONTROL_CHARACTER.test(code)) refuse(ADMIN_MSG.discountCodeInvalid, 'code');
  const taken = db.get<{ id: number }>('SELECT id FROM coupons WHERE code_key = ?', codeKey(code));
  if (taken && taken.id !== id) refuse(ADMIN_MSG.discountCodeTaken(codeLabel(code)), 'code');
  if (!DISCOUNT_TYPES.includes(input.discount_type)) refuse(ADMIN_MSG.discountTypeRequired, 'discount_type');

  let amount = 0;
  if (input.discount_type !== 'free_shipping') {
    const a = input.amount.trim();
    if (!DECIMAL.test(a) || toMinor(a) <= 0)
      refuse(
        input.discount_type === 'percent' ? ADMIN_MSG.discountPercentInvalid : ADMIN_MSG.discountAmountInvalid,
        'amount',
      );
    amount = toMinor(a);
    if (input.discount_type === 'percent' && amount > 10000) refuse(ADMIN_MSG.discountPercentInvalid, 'amount');
  }
  const spend = (value: string, field: string) => {
    const v = value.trim();
    if (!v) return null;
    if (!DECIMAL.test(v)) refuse(ADMIN_MSG.discountSpendInvalid, field);
    return toMinor(v);
  };
  const minimum = spend(input.minimum_spend, 'minimum_spend');
  const maximum = spend(input.maximum_spend, 'maximum_spend');
  if (minimum !== null && maximum !== null && maximum < minimum)
    refuse(ADMIN_MSG.discountMaximumBelowMinimum, 'maximum_spend');

  const when = (value: string, field: string) => {
    if (!value.trim()) return null;
    return cairoToUtc(value) ?? refuse(ADMIN_MSG.discountDateInvalid, field);
  };
  const starts = when(input.starts_at, 'starts_at');
  const ends = when(input.ends_at, 'ends_at');
  if (starts && ends && Date.parse(ends) <= Date.parse(starts)) refuse(ADMIN_MSG.discountEndsBeforeStart, 'ends_at');

  const limit = (n: number | null, field: string) => {
    if (n === null) return null;
    if (!Number.isInteger(n) || n < 1) refuse(ADMIN_MSG.discountLimitInvalid, field);
    return n;
  };
  const products = (list: number[], field: string) => {
    const unknown = list.filter((p) => !catalogue.byId.has(p) && !catalogue.variantById.has(p));
    if (unknown.length) refuse(ADMIN_MSG.discountUnknownProducts(unknown), field);
    return JSON.stringify([...new Set(list)]);
  };
  const known = new Set(catalogue.categories.map((c) => c.id));
  const categories = (list: number[], field: string) => {
    if (list.some((c) => !known.has(c))) refuse(ADMIN_MSG.discountUnknownCategories, field);
    return JSON.stringify([...new Set(list)]);
  };
  return {
    code,
    code_key: codeKey(code),
    description: input.description.trim(),
    discount_type: input.discount_type,
    amount,
    minimum_spend: minimum,
    maximum_spend: maximum,
    starts_at: starts,
    ends_at: ends,
    usage_limit: limit(input.usage_limit, 'usage_limit'),
    usage_limit_per_customer: limit(input.usage_limit_per_customer, 'usage_limit_per_customer'),
    product_ids: products(input.product_ids, 'product_ids'),
    excluded_product_ids: products(input.excluded_product_ids, 'excluded_product_ids'),
    category_ids: categories(input.category_ids, 'category_ids'),
    excluded_category_ids: categories(input.excluded_category_ids, 'excluded_category_ids'),
    exclude_sale_items: input.exclude_sale_items ? 1 : 0,
    individual_use: input.combines ? 0 : 1,
  };
}

type Columns = ReturnType<typeof columns>;
const NAMES = [
  'code',
  'code_key',
  'description',
  'discount_type',
  'amount',
  'minimum_spend',
  'maximum_spend',
  'starts_at',
  'ends_at',
  'usage_limit',
  'usage_limit_per_customer',
  'product_ids',
  'excluded_product_ids',
  'category_ids',
  'excluded_category_ids',
  'exclude_sale_items',
  'individual_use',
] as const satisfies readonly (keyof Columns)[];

export function createDiscount(db: Db, catalogue: Catalogue, input: DiscountInput, now = Date.now()): AdminDiscount {
  const c = columns(db, catalogue, input, null);
  const { lastInsertRowid } = db.run(
    `INSERT INTO coupons (${NAMES.join(', ')}, created_at, updated_at) VALUES (${NAMES.map(() => '?').join(', ')}, ?, ?)`,
    ...NAMES.map((n) => c[n]),
    iso(now),
    iso(now),
  );
  return getDiscount(db, lastInsertRowid, now);
}

/** Changes a code; orders already placed keep what it took off them. Answers it before and after. */
export function updateDiscount(
  db: Db,
  catalogue: Catalogue,
  id: number,
  input: DiscountInput,
  now = Date.now(),
): { before: AdminDiscount; after: AdminDiscount } {
  const before = getDiscount(db, id, now);
  const c = columns(db, catalogue, input, id);
  db.run(
    `UPDATE coupons SET ${NAMES.map((n) => `${n} = ?`).join(', ')}, updated_at = ? WHERE id = ?`,
    ...NAMES.map((n) => c[n]),
    iso(now),
    id,
  );
  return { before, after: getDiscount(db, id, now) };
}

/** Ends a code now: it is refused from this moment (its carts drop it at their next look), and kept for the orders that used it. */
export function endDiscount(db: Db, id: number, now = Date.now()): AdminDiscount {
  const before = getDiscount(db, id, now);
  if (before.status === 'ended') refuse(ADMIN_MSG.discountAlreadyEnded(codeLabel(before.code)));
  db.run('UPDATE coupons SET ends_at = ?, updated_at = ? WHERE id = ?', iso(now), iso(now), id);
  return getDiscount(db, id, now);
}

/** What changed between two versions of a code, for the Activity log: "amount 10 → 15; ends …". */
export function describeChanges(before: AdminDiscount, after: AdminDiscount): string {
  const shown = (d: AdminDiscount): Record<string, string> => ({
    code: d.code,
    what: d.summary,
    description: d.description,
    minimum: d.minimum_spend,
    maximum: d.maximum_spend,
    starts: d.starts_local.replace('T', ' '),
    ends: d.ends_local.replace('T', ' '),
    'uses in all': String(d.usage_limit ?? ''),
    'uses per customer': String(d.usage_limit_per_customer ?? ''),
    products: d.product_ids.join(','),
    'not products': d.excluded_product_ids.join(','),
    categories: d.category_ids.join(','),
    'not categories': d.excluded_category_ids.join(','),
    'not on sale': d.exclude_sale_items ? 'yes' : 'no',
    combines: d.combines ? 'yes' : 'no',
  });
  const a = shown(before);
  const b = shown(after);
  const changed = Object.keys(a).filter((k) => a[k] !== b[k]);
  return changed.length
    ? changed.map((k) => `${k} ${a[k] || '—'} → ${b[k] || '—'}`).join('; ')
    : ADMIN_MSG.discountNothingChanged;
}

/** A code's id from its address; anything else is a code that does not exist. */
export function discountIdParam(value: unknown): number {
  const id = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
  if (id === null) throw new StoreError('not_found', ADMIN_MSG.discountNotFound, 404);
  return id;
}
