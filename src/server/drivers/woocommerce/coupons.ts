import { StoreError } from '../../backend';
import { codeLabel, refusalMessage, type CodeRefusal } from '../../../lib/discounts';
import { MSG } from '../../../lib/messages';
import { codeRefused } from '../../discounts';
import { htmlToText } from '../../../lib/text';

/**
 * WooCommerce's coupon refusals in the shop's words. WooCommerce answers every refusal at apply as
 * 400 woocommerce_rest_cart_coupon_error with an English sentence that names the code in lower
 * case (tests/fixtures/woocommerce-real/FINDINGS.md, section 4); the sentence is all there is to
 * tell the reasons apart, so each is read by its wording here and said as the embedded store says
 * it (src/lib/discounts.ts).
 */

/** The first quoted name in a WooCommerce sentence: its coupon code ("save10"). */
const quoted = (said: string) => /"([^"]*)"/.exec(said)?.[1] ?? /“([^”]*)”/.exec(said)?.[1];

/** "EGP 5,000.00" (with a no-break space) -> "5000.00". */
const amountIn = (said: string) => {
  const m = /([\d,]+(?:\.\d+)?)\s*\.?$/.exec(said.replace(/\u00a0/g, ' '));
  return m ? Number(m[1]!.replace(/,/g, '')).toFixed(2) : undefined;
};

/** "Belt, Beanie with Logo" -> its names. */
const names = (list: string) =>
  list
    .split(/,\s*/)
    .map((n) => n.trim())
    .filter(Boolean);

/**
 * What a WooCommerce coupon sentence means. `typed` is the code the shopper sent (the sentence
 * may name another code, as the individual-use one that refused hers).
 */
export function readCouponRefusal(message: string, typed = ''): CodeRefusal {
  const said = htmlToText(message).trim();
  const named = quoted(said);
  const code = codeLabel(typed || named || '');
  if (/cannot be applied because it does not exist|does not exist/i.test(said))
    return named === '' || !code ? { reason: 'empty', code: '' } : { reason: 'unknown', code };
  if (/has already been applied and cannot be used in conjunction/i.test(said))
    return { reason: 'not_combinable', code, names: [codeLabel(named ?? '')] };
  if (/has already been applied/i.test(said)) return { reason: 'already_applied', code };
  if (/has expired/i.test(said)) return { reason: 'expired', code, at: null };
  if (/minimum spend/i.test(said)) return { reason: 'minimum', code, amount: amountIn(said) };
  if (/maximum spend/i.test(said)) return { reason: 'maximum', code, amount: amountIn(said) };
  const products = /not applicable to the products:\s*(.+?)\.?$/i.exec(said);
  if (products) return { reason: 'excluded_pieces', code, names: names(products[1]!) };
  const categories = /not applicable to the categories:\s*(.+?)\.?$/i.exec(said);
  if (categories) return { reason: 'excluded_categories', code, names: names(categories[1]!) };
  if (/not applicable to selected products/i.test(said)) return { reason: 'not_for_pieces', code };
  if (/not valid for sale items/i.test(said)) return { reason: 'sale_items', code };
  if (/valid email/i.test(said)) return { reason: 'email', code };
  if (/usage limit/i.test(said)) return { reason: 'used_up', code };
  if (/not already applied|cannot be removed/i.test(said)) return { reason: 'not_applied', code };
  return { reason: 'other', code, said };
}

/**
 * A Store API cart's note that WooCommerce took a code off as the cart changed: 'The "min500"
 * coupon has been removed from your cart: The minimum spend for coupon "min500" is EGP 500.00.'
 * In the shop's words, or null for any other note.
 */
export function couponNotice(message: string): string | null {
  const refusal = takenOffRefusal(message);
  return refusal && MSG.codeTakenOff(refusal.code, refusalMessage(refusal));
}

/** The code such a note says WooCommerce took off, and why; null for any other note. */
export function takenOffRefusal(message: string): CodeRefusal | null {
  const said = htmlToText(message).trim();
  // WooCommerce 10 quotes the code in typographic quotes (“min500”), older ones in straight ones.
  const m = /^The ["“]([^"”]+)["”] coupon has been removed from your cart:\s*(.*)$/i.exec(said);
  return m ? { ...readCouponRefusal(m[2]!, m[1]!), code: codeLabel(m[1]!) } : null;
}

/** The coupon error of a Store API answer as the shop's refusal (400 at apply, 409 for one not on the cart). */
export function couponError(code: string, status: number, message: string, typed = ''): StoreError {
  const refusal = readCouponRefusal(message, typed);
  if (code === 'woocommerce_rest_cart_coupon_invalid_code')
    return codeRefused({ ...refusal, reason: 'not_applied' }, 409);
  return codeRefused(refusal, status === 409 ? 409 : 400);
}

/**
 * Checkout's 409 woocommerce_rest_cart_coupon_errors: WooCommerce took codes off the cart and
 * placed nothing ('data.removed_coupons: {code: sentence}'). The first, in the shop's words.
 */
export function checkoutCouponRefusal(removed: Record<string, unknown>): CodeRefusal | null {
  const [code, sentence] = Object.entries(removed)[0] ?? [];
  if (code === undefined) return null;
  return readCouponRefusal(String(sentence ?? ''), code);
}
