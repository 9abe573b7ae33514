import type { Cart, CartItem } from '../../lib/schemas/cart';
import { lineLabel, productHref } from '../../lib/catalogue/line';
import { formatMoney } from '../../lib/money';
import { PAGE_MSG } from '../../lib/page-messages';
// The drawer's own words, and the few it shares with the other pages (no merged copy made at load).
import { CART_MSG as MSG } from '../../lib/cart-messages';
import { refusalMessage } from '../../lib/api/refusal';
import { CART_BADGE_FRESH_MS } from '../../lib/header-constants';
import { $cart, cartReadAt, refreshCart, removeCartItem, updateCartItem } from '../../stores/cart';
import { choiceAndEngraving, reducedNotice, stepper } from './cart-line';
import { el } from '../site/dom';

/**
 * The cart drawer: the cart in a side sheet over the page, opened by the header's cart link and
 * after every add. A modal <dialog> (the page behind is inert: focus stays in, and goes back to
 * what opened it), closed by Escape, its close button or a tap outside. Plain DOM on the shop's
 * cart store, not React: it loads ahead when the page is idle and the shopper has a cart, or at
 * her first reach for it (./loader.ts), on every kind of page, and React's runtime alone is four
 * times a product page's whole JavaScript budget.
 */

/** What a success or a refusal says at the top of the drawer (a live region, so it is heard too). */
export interface Notice {
  title: string;
  body?: string;
  error?: boolean;
}

let dialog: HTMLDialogElement | null = null;
// The drawer's parts, each its own variable: a property name would stay whole in the minified code.
let count: HTMLElement;
let notice: HTMLElement;
let alert: HTMLElement;
let body: HTMLElement;
let lines: HTMLElement;
let subtotal: HTMLElement;
let shipping: HTMLElement;
let foot: HTMLElement;
/** A read of the cart on its way; the last one failed. */
let loading = false;
let failed = false;
/** Where the focus goes back to on close, when what opened the drawer could not keep it (a busy button). */
let opener: HTMLElement | null = null;
const rows = new Map<string, LineElement>();

/** Builds the drawer once, closed, and has it follow the cart store from then on. */
function build(): HTMLDialogElement {
  if (dialog) return dialog;
  const d = el('dialog', 'cart-drawer');
  d.setAttribute('aria-labelledby', 'cart-drawer-title');
  // A tap outside closes it without script where the browser has closedby; the click below elsewhere.
  d.setAttribute('closedby', 'any');
  // Its frame as markup: fewer bytes than building it element by element. Only the shop's own
  // words go in it (none holds a < or &); the lines, whose names an editor typed, are elements
  // with their text as text (createLine).
  d.innerHTML = `<div class=cd-head><h2 id=cart-drawer-title>${MSG.cartDrawerTitle} <span class=cd-count></span></h2><button type=button class="icon-btn cd-close" aria-label="${MSG.cartDrawerClose}"><svg viewBox="0 0 24 24" width=20 height=20 aria-hidden=true><path d="M6 6l12 12M18 6L6 18" stroke=currentColor stroke-width=2 stroke-linecap=round /></svg></button></div><p class=cd-notice role=status></p><p class="cd-notice cd-alert" role=alert></p><div class=cd-body><ul class=cd-lines aria-label="${MSG.cartDrawerTitle}"></ul></div><div class=cd-foot><dl class=cd-sums><div><dt>${MSG.subtotal}</dt><dd></dd></div><div><dt>${MSG.shipping}</dt><dd></dd></div></dl><a href=/checkout class="btn btn-primary btn-block">${MSG.checkout}</a><a href=/cart class="btn btn-outline btn-block">${MSG.viewCart}</a></div>`;
  [, notice, alert, body, foot] = d.children as unknown as HTMLElement[];
  count = d.querySelector('span')!;
  lines = body.firstChild as HTMLElement;
  [subtotal, shipping] = d.querySelectorAll('dd');

  // The close button, and a tap on the backdrop: a click on the dialog itself, as its parts cover
  // its whole box (a column, the body stretched between head and foot, no gaps).
  d.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target === d || target.closest('.cd-close')) d.close();
  });
  d.addEventListener('keydown', trapTab);
  d.addEventListener('close', () => {
    notice.textContent = alert.textContent = '';
    if (opener?.isConnected) opener.focus();
    opener = null;
  });
  document.body.append(d);
  dialog = d;
  $cart.subscribe(render);
  return d;
}

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: the page
 * behind is inert, but without this the focus would leave for the browser's own toolbar. A
 * control hidden (the footer of an empty cart) has no box and is skipped.
 */
function trapTab(event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const shown = [...dialog!.querySelectorAll<HTMLElement>('a,button')].filter((e) => e.getClientRects().length);
  const ends = [shown[0], shown.at(-1)];
  if (event.shiftKey) ends.reverse();
  // ends[1] is where the focus would leave the drawer, ends[0] where it comes back in.
  if (document.activeElement === ends[1]) {
    event.preventDefault();
    ends[0]?.focus();
  }
}

/** A sentence in place of the lines, with what she can do about it (Retry, Continue shopping). */
function message(text: string, action?: HTMLElement): void {
  const box = el('div', 'cd-message');
  box.append(el('p', undefined, text));
  if (action) box.append(action);
  body.replaceChildren(box);
}

function render(cart: Cart | null = $cart.get()): void {
  foot.hidden = !cart?.items.length;
  count.textContent = cart ? `(${MSG.cartItems(cart.item_count)})` : '';
  if (!cart) {
    if (!failed) return message(MSG.loadingCart);
    const retry = el('button', 'btn btn-outline btn-sm', PAGE_MSG.retry);
    retry.type = 'button';
    retry.addEventListener('click', () => void load());
    return message(PAGE_MSG.backendUnavailable, retry);
  }
  if (cart.items.length === 0) {
    rows.clear();
    lines.replaceChildren();
    const shop = el('a', 'btn btn-primary', MSG.continueShopping);
    shop.href = '/shop';
    return message(MSG.cartEmpty, shop);
  }
  // Lines kept by key and updated in place (a button pressed keeps the focus); a line gone takes
  // its element with it.
  const shown = cart.items.map((item) => {
    let row = rows.get(item.key);
    if (row) row.update(item);
    else rows.set(item.key, (row = createLine(item)));
    return row;
  });
  for (const [key, row] of rows)
    if (!shown.includes(row)) {
      row.remove();
      rows.delete(key);
    }
  shown.forEach(
    (row, index) => lines.children[index] !== row && lines.insertBefore(row, lines.children[index] ?? null),
  );
  if (lines.parentElement !== body) body.replaceChildren(lines);
  subtotal.textContent = formatMoney(cart.totals.subtotal);
  shipping.textContent = cart.needs_shipping === false ? MSG.noShippingNeeded : MSG.shippingCalculatedAtCheckout;
}

/** Reads the cart; the drawer shows 'Loading...' only when it has nothing to show yet. */
async function load(): Promise<void> {
  loading = true;
  failed = false;
  render();
  try {
    await refreshCart({ force: true });
  } catch {
    failed = true;
  }
  loading = false;
  render();
}

/** The title in bold, then what happened: "Added to cart Nile Pearl Ring has been added to your cart." */
function say(what?: Notice): void {
  notice.textContent = alert.textContent = '';
  if (what) (what.error ? alert : notice).append(el('strong', undefined, what.title), ' ', what.body ?? '');
}

/** A change to a line: the list is busy meanwhile, then says what happened (or the refusal). */
async function act(work: () => Promise<unknown>, done: string): Promise<void> {
  if (lines.getAttribute('aria-busy')) return;
  lines.setAttribute('aria-busy', 'true');
  say();
  try {
    await work();
    say({ title: done });
  } catch (error) {
    say({ title: PAGE_MSG.error, body: refusalMessage(error) ?? PAGE_MSG.genericError, error: true });
  } finally {
    lines.removeAttribute('aria-busy');
  }
}

/** A line's element, its item as last drawn, and how to draw it again. */
type LineElement = HTMLLIElement & { item: CartItem; update(item: CartItem): void };

/**
 * One line: picture, name, what the line is beyond its product, quantity stepper, Remove and the
 * line's subtotal. Built once and then updated in place (update), so a button pressed keeps the
 * focus while the answer comes back.
 */
function createLine(item: CartItem): LineElement {
  const label = lineLabel(item.name, item.choices ?? []);
  const li = el('li', 'cd-line') as LineElement;
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
  const { group, minus, value, plus } = stepper(label);
  const drop = el('button', 'btn btn-ghost btn-sm', MSG.remove);
  drop.type = 'button';
  drop.setAttribute('aria-label', MSG.removeFromCart(label));
  controls.append(group, drop);
  main.append(name, details, controls);
  const total = el('span', 'cd-line-total money');
  li.append(picture, main, total);

  // One listener for the line's three buttons, reading the line's item at the click: the element
  // outlives the answers that update it. While a change is on its way the others wait (act).
  li.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    const { key, quantity: n, max_quantity: max } = li.item;
    if (!button) return;
    if (button === drop) remove(li, key);
    // Minus at 1 does nothing, as on the cart page (Remove takes a line out); plus stops at the most she may buy.
    else if (button === minus ? n > 1 : max == null || n < max)
      void act(() => updateCartItem(key, button === minus ? n - 1 : n + 1), PAGE_MSG.cartUpdated);
  });
  li.update = (item) => {
    li.item = item;
    if (item.featured_image) picture.src = item.featured_image;
    picture.hidden = !item.featured_image;
    name.href = productHref(item.id, item.choices ?? []);
    name.textContent = item.name;
    details.replaceChildren(...choiceAndEngraving(item), ...reducedNotice(item));
    value.textContent = String(item.quantity);
    // aria-disabled, not disabled: a disabled button drops the focus the shopper had on it.
    minus.setAttribute('aria-disabled', String(item.quantity <= 1));
    plus.setAttribute('aria-disabled', String(item.max_quantity != null && item.quantity >= item.max_quantity));
    total.textContent = formatMoney(item.totals.subtotal);
  };
  li.update(item);
  return li;
}

function remove(row: LineElement, key: string): void {
  // The focus was on the line's Remove: it goes to the next line's, or to the drawer's close button.
  const next = row.nextElementSibling ?? row.previousElementSibling;
  void act(() => removeCartItem(key), MSG.itemRemoved).then(() => {
    if (row.isConnected || !dialog?.open) return;
    // A line's only ghost button is its Remove.
    const target = next?.isConnected ? next.querySelector('.btn-ghost') : dialog.querySelector('.cd-close');
    (target as HTMLElement | null)?.focus();
  });
}

/**
 * Opens the drawer on the cart as this page knows it, read again when older than the badge's 30 s
 * (another tab's changes arrive by themselves). After an add, `notice` says what was added and the
 * line `added` is scrolled into view. `opener` takes the focus back on close (the browser gives it
 * back to what had it, which is nothing when that was a button disabled while it worked).
 */
export function openCartDrawer(
  options: { notice?: Notice; added?: (item: CartItem) => boolean; opener?: HTMLElement | null } = {},
): void {
  const d = build();
  say(options.notice);
  opener = options.opener ?? null;
  if (!d.open) d.showModal();
  if ($cart.get() === null || (!options.notice && Date.now() - cartReadAt > CART_BADGE_FRESH_MS)) void load();
  const item = options.added && $cart.get()?.items.find(options.added);
  if (item) rows.get(item.key)?.scrollIntoView({ block: 'nearest' });
}

/**
 * Built and filled ahead of need (the page is idle and the shopper has a cart), so opening it
 * later only shows it.
 */
export function prepareCartDrawer(): void {
  build();
  if ($cart.get() === null && !loading) void load();
}
