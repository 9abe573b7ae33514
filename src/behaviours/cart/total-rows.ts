import { codeLabel } from '../../lib/discounts';
import { GIFT_MSG, MSG } from '../../lib/messages';
import { formatMoney, toMinor } from '../../lib/money';
import type { AppliedCode } from '../../lib/schemas/discount';
import { el } from '../site/dom';

/**
 * The lines of a cart's or an order's totals, as the cart page and the checkout's summary draw them.
 */

/** One line of a total (`<div><dt>term</dt><dd>value</dd></div>`); `data` goes on the value (data-testid, a marker). */
export function totalRow(term: string, value: string | Node, data: Record<string, string> = {}): HTMLDivElement {
  const row = el('div');
  const dd = el('dd');
  dd.append(value);
  for (const [name, v] of Object.entries(data)) dd.dataset[name] = v;
  row.append(el('dt', undefined, term), dd);
  return row;
}

/**
 * Each discount code as its own line of a total ("Discount (SAVE10)  −EGP 110.00"); a
 * free-shipping code says so on its line (the shipping line shows the 0).
 */
export const discountRows = (codes: readonly AppliedCode[] | undefined): HTMLDivElement[] =>
  (codes ?? []).map((c) => {
    const row = c.free_shipping
      ? totalRow(MSG.freeShippingLine(codeLabel(c.code)), MSG.freeShipping)
      : totalRow(MSG.discountLine(codeLabel(c.code)), MSG.minus(formatMoney(c.discount)));
    row.className = 'discount-line';
    return row;
  });

/** The gift wrap's line, when chosen: what it added, as the store charged it. */
export const giftWrapRow = (amount: string): HTMLDivElement =>
  totalRow(GIFT_MSG.giftWrap, toMinor(amount) > 0 ? el('span', 'money', formatMoney(amount)) : GIFT_MSG.free, {
    giftWrapTotal: '',
  });
