import type { CartItem } from '../../lib/schemas/cart';
import { describeChoices, lineLabel, productHref } from '../../lib/catalogue/line';
import { formatMoney } from '../../lib/money';
import { PAGE_MSG } from '../../lib/page-messages';
import { CART_MSG } from '../../lib/cart-messages';

const MSG = { ...PAGE_MSG, ...CART_MSG };
import { el } from '../site/dom';

/**
 * One line of the cart drawer: picture, name, what the line is beyond its product, quantity
 * stepper, Remove and the line's subtotal. Built once per line and then updated in place, so a
 * button pressed keeps the focus while the answer comes back. The same classes and accessible
 * names as the cart page's line (QuantityStepper, "Remove ... from cart").
 */
export interface LineActions {
  quantity(item: CartItem, next: number): void;
  remove(item: CartItem): void;
}

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
    const engraving = el('span', 'line-engraving', MSG.lineEngravingLabel(item.engraving.label));
    engraving.dataset.engravingLine = '';
    const text = document.createElement('bdi');
    text.dir = 'auto';
    text.textContent = item.engraving.text;
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

/** A line's element; `updateLine` fills it in. */
export function createLine(item: CartItem, actions: LineActions): HTMLLIElement {
  const label = lineLabel(item.name, item.choices ?? []);
  const li = el('li', 'cd-line');
  li.dataset.key = item.key;
  const picture = el('img', 'cd-picture');
  picture.alt = '';
  picture.width = 72;
  picture.height = 72;
  picture.decoding = 'async';
  const main = el('div', 'cd-main');
  const name = el('a', 'cd-name');
  name.dir = 'auto';
  const details = el('div', 'cd-details');
  const controls = el('div', 'cd-controls');
  const { group, minus, plus } = stepper(label);
  const remove = el('button', 'btn btn-ghost btn-sm', MSG.remove);
  remove.type = 'button';
  remove.setAttribute('aria-label', MSG.removeFromCart(label));
  controls.append(group, remove);
  main.append(name, details, controls);
  const total = el('span', 'cd-line-total money');
  li.append(picture, main, total);

  // The line's current item, read at the click: the element outlives the answers that update it.
  const current = () => (li as LineElement).item;
  minus.addEventListener('click', () => {
    // Minus at 1 does nothing, as on the cart page.
    if (!busy(li) && current().quantity > 1) actions.quantity(current(), current().quantity - 1);
  });
  plus.addEventListener('click', () => {
    const it = current();
    if (!busy(li) && (it.max_quantity == null || it.quantity < it.max_quantity)) actions.quantity(it, it.quantity + 1);
  });
  remove.addEventListener('click', () => {
    if (!busy(li)) actions.remove(current());
  });
  updateLine(li, item);
  return li;
}

type LineElement = HTMLLIElement & { item: CartItem };

/**
 * While any line's change is on its way, every line's buttons say they are unavailable
 * (aria-disabled, not disabled: a disabled button drops the focus the shopper had on it).
 */
const busy = (li: HTMLElement) => li.closest('[aria-busy=true]') !== null;

export function updateLine(li: HTMLLIElement, item: CartItem): void {
  (li as LineElement).item = item;
  const [picture, main, total] = li.children as unknown as [HTMLImageElement, HTMLElement, HTMLElement];
  const [name, details, controls] = main.children as unknown as [HTMLAnchorElement, HTMLElement, HTMLElement];
  if (item.featured_image) picture.src = item.featured_image;
  picture.hidden = !item.featured_image;
  name.href = productHref(item.id, item.choices ?? []);
  name.textContent = item.name;
  details.replaceChildren(...choiceAndEngraving(item), ...reducedNotice(item));
  const [minus, value, plus] = controls.firstElementChild!.children as unknown as HTMLElement[];
  value!.textContent = String(item.quantity);
  minus!.setAttribute('aria-disabled', String(item.quantity <= 1));
  plus!.setAttribute('aria-disabled', String(item.max_quantity != null && item.quantity >= item.max_quantity));
  total.textContent = formatMoney(item.totals.subtotal);
}
