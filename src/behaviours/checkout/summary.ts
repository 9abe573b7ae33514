import type { CheckoutTotals } from '../../lib/checkout';
import { MSG } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import type { Cart } from '../../lib/schemas/cart';
import { choiceAndEngraving } from '../cart-drawer/cart-line';
import { discountRows, giftWrapRow, totalRow } from '../cart/total-rows';
import { el } from '../site/dom';

/** What each list was last drawn from: drawn again only when it changed. */
const drawnItems = new WeakMap<HTMLElement, string>();

/** The aside beside the steps: what is being bought and what it will cost (the server's numbers). */
export function drawSummary(aside: HTMLElement, cart: Cart, totals: CheckoutTotals): void {
  const list = aside.querySelector<HTMLElement>('.summary-items')!;
  const says = JSON.stringify(cart.items);
  if (drawnItems.get(list) !== says) {
    drawnItems.set(list, says);
    list.replaceChildren(
      ...cart.items.map((item) => {
        const li = el('li');
        const img = el('img');
        Object.assign(img, {
          src: item.featured_image,
          alt: '',
          width: 56,
          height: 56,
          loading: 'lazy',
          decoding: 'async',
        });
        const name = el('span', 'summary-name', `${item.name} `);
        name.append(el('span', 'muted', `× ${item.quantity}`), ...choiceAndEngraving(item));
        li.append(img, name, el('span', undefined, formatMoney(item.totals.total)));
        return li;
      }),
    );
  }
  const dl = aside.querySelector<HTMLElement>('.summary-totals')!;
  const sum = JSON.stringify([totals, cart.needs_shipping]);
  if (drawnItems.get(dl) === sum) return;
  drawnItems.set(dl, sum);
  const shipping = !cart.needs_shipping
    ? MSG.noShippingNeeded
    : totals.shipping === null
      ? el('span', 'muted', MSG.chooseShippingMethod)
      : formatMoney(totals.shipping);
  const rows = [
    totalRow(MSG.subtotal, formatMoney(totals.subtotal)),
    ...discountRows(totals.coupons),
    totalRow(MSG.shipping, shipping),
  ];
  if (totals.gift_wrap !== undefined) rows.push(giftWrapRow(totals.gift_wrap));
  const grand = totalRow(MSG.total, formatMoney(totals.total), { testid: 'checkout-total' });
  grand.className = 'grand';
  rows.push(grand);
  dl.replaceChildren(...rows);
}
