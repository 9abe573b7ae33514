import type { CartItem } from '../../lib/schemas/cart';
import { describeChoices } from '../../lib/catalogue/line';
import { PAGE_MSG } from '../../lib/page-messages';
// The drawer's own words, and the few it shares with the other pages (no merged copy made at load).
import { CART_MSG as MSG } from '../../lib/cart-messages';
import { el } from '../site/dom';

/**
 * Parts of a cart line: the drawer's lines (./mount.ts), the cart page's and the checkout
 * summary's show them alike, with the same classes and accessible names (QuantityStepper).
 */

/**
 * What a line is beyond its product, under its name on the drawer's and the cart page's lines:
 * its choice ("Size: 7"), as LineChoices shows it on the other views, and what is engraved, as
 * LineEngraving shows it.
 */
export function choiceAndEngraving(item: CartItem): HTMLElement[] {
  const details: HTMLElement[] = [];
  if (item.choices?.length) {
    const choices = el('span', 'line-choices', describeChoices(item.choices));
    choices.dir = 'auto';
    details.push(choices);
  }
  // What is engraved on its pieces, the text in its own direction (an Arabic name in an English line).
  if (item.engraving?.text) {
    const engraving = el('span', 'line-engraving', PAGE_MSG.lineEngravingLabel(item.engraving.label));
    engraving.dataset.engravingLine = '';
    const text = el('bdi', undefined, item.engraving.text);
    text.dir = 'auto';
    engraving.append(text);
    details.push(engraving);
  }
  return details;
}

/** Stock ran low after she chose her quantity: said on the line until she changes it. */
export const reducedNotice = (item: CartItem): HTMLElement[] =>
  item.reduced_from ? [el('p', 'line-notice', MSG.lineReduced(item.reduced_from, item.quantity))] : [];

/** Minus, count, plus, named for the line ("Increase quantity of Nile Pearl Ring (Size: 7)"). */
export function stepper(label: string): {
  group: HTMLElement;
  minus: HTMLButtonElement;
  value: HTMLOutputElement;
  plus: HTMLButtonElement;
} {
  const group = el('div', 'stepper');
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', MSG.quantityOf(label));
  const minus = el('button', 'stepper-btn', '−');
  minus.type = 'button';
  minus.setAttribute('aria-label', MSG.decreaseQuantity(label));
  const value = el('output', 'stepper-value');
  value.setAttribute('aria-live', 'polite');
  const plus = el('button', 'stepper-btn', '+');
  plus.type = 'button';
  plus.setAttribute('aria-label', MSG.increaseQuantity(label));
  group.append(minus, value, plus);
  return { group, minus, value, plus };
}
