import type { Cart, CartItem } from '../../lib/schemas/cart';
import { formatMoney } from '../../lib/money';
import { PAGE_MSG } from '../../lib/page-messages';
import { CART_MSG } from '../../lib/cart-messages';

const MSG = { ...PAGE_MSG, ...CART_MSG };
import { refusalMessage } from '../../lib/api/refusal';
import { CART_BADGE_FRESH_MS } from '../../lib/header-constants';
import { $cart, cartReadAt, refreshCart, removeCartItem, updateCartItem } from '../../stores/cart';
import { createLine, updateLine } from './cart-line';
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
let parts: {
  count: HTMLElement;
  notice: HTMLElement;
  alert: HTMLElement;
  body: HTMLElement;
  lines: HTMLUListElement;
  subtotal: HTMLElement;
  shipping: HTMLElement;
  foot: HTMLElement;
};
let state: 'idle' | 'loading' | 'failed' = 'idle';
/** Where the focus goes back to on close, when what opened the drawer could not keep it (a busy button). */
let opener: HTMLElement | null = null;
const rows = new Map<string, HTMLLIElement>();

function link(href: string, className: string, text: string): HTMLAnchorElement {
  const a = el('a', className, text);
  a.href = href;
  return a;
}

/** Builds the drawer once, closed, and has it follow the cart store from then on. */
function build(): HTMLDialogElement {
  if (dialog) return dialog;
  const d = el('dialog', 'cart-drawer');
  d.setAttribute('aria-labelledby', 'cart-drawer-title');
  // A tap outside closes it without script where the browser has closedby; the click below elsewhere.
  d.setAttribute('closedby', 'any');
  const head = el('div', 'cd-head');
  const title = el('h2', undefined, MSG.cartDrawerTitle);
  title.id = 'cart-drawer-title';
  const count = el('span', 'cd-count');
  title.append(' ', count);
  const close = el('button', 'icon-btn cd-close');
  close.type = 'button';
  close.setAttribute('aria-label', MSG.cartDrawerClose);
  close.innerHTML =
    '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';
  close.addEventListener('click', () => d.close());
  head.append(title, close);
  const notice = el('p', 'cd-notice');
  notice.setAttribute('role', 'status');
  const alert = el('p', 'cd-notice cd-alert');
  alert.setAttribute('role', 'alert');
  const body = el('div', 'cd-body');
  const lines = el('ul', 'cd-lines');
  lines.setAttribute('aria-label', MSG.cartDrawerTitle);
  const foot = el('div', 'cd-foot');
  const sums = el('dl', 'cd-sums');
  const subtotal = el('dd');
  const shipping = el('dd');
  for (const [term, value] of [
    [MSG.subtotal, subtotal],
    [MSG.shipping, shipping],
  ] as const) {
    const row = el('div');
    row.append(el('dt', undefined, term), value);
    sums.append(row);
  }
  foot.append(
    sums,
    link('/checkout', 'btn btn-primary btn-block', MSG.checkout),
    link('/cart', 'btn btn-outline btn-block', MSG.viewCart),
  );
  d.append(head, notice, alert, body, foot);

  d.addEventListener('click', (event) => {
    // A tap on the backdrop is a click on the dialog itself, outside its box.
    if (event.target !== d) return;
    const r = d.getBoundingClientRect();
    if (event.clientX < r.left || event.clientX > r.right || event.clientY < r.top || event.clientY > r.bottom)
      d.close();
  });
  d.addEventListener('keydown', (event) => trapTab(d, event));
  d.addEventListener('close', () => {
    notice.textContent = '';
    alert.textContent = '';
    if (opener?.isConnected) opener.focus();
    opener = null;
  });
  document.body.append(d);
  dialog = d;
  parts = { count, notice, alert, body, lines, subtotal, shipping, foot };
  $cart.subscribe(render);
  return d;
}

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: the page
 * behind is inert, but without this the focus would leave for the browser's own toolbar.
 */
function trapTab(d: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = [...d.querySelectorAll<HTMLElement>('a[href], button, [tabindex]')].filter(
    (e) => !e.hidden && e.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function message(text: string, action?: { label: string; run: () => void }, extra?: HTMLElement): HTMLElement {
  const box = el('div', 'cd-message');
  box.append(el('p', undefined, text));
  if (action) {
    const b = el('button', 'btn btn-outline btn-sm', action.label);
    b.type = 'button';
    b.addEventListener('click', action.run);
    box.append(b);
  }
  if (extra) box.append(extra);
  return box;
}

function render(cart: Cart | null = $cart.get()): void {
  if (!dialog) return;
  const { count, body, lines, subtotal, shipping, foot } = parts;
  foot.hidden = !cart?.items.length;
  count.textContent = cart ? `(${MSG.cartItems(cart.item_count)})` : '';
  if (!cart) {
    body.replaceChildren(
      state === 'failed'
        ? message(MSG.backendUnavailable, { label: MSG.retry, run: () => void load() })
        : message(MSG.loadingCart),
    );
    return;
  }
  if (cart.items.length === 0) {
    rows.clear();
    lines.replaceChildren();
    body.replaceChildren(message(MSG.cartEmpty, undefined, link('/shop', 'btn btn-primary', MSG.continueShopping)));
    return;
  }
  // Lines kept by key and updated in place; a line gone takes its element with it.
  const keys = new Set(cart.items.map((i) => i.key));
  for (const [key, row] of rows)
    if (!keys.has(key)) {
      row.remove();
      rows.delete(key);
    }
  cart.items.forEach((item, index) => {
    let row = rows.get(item.key);
    if (row) updateLine(row, item);
    else {
      row = createLine(item, { quantity: change, remove });
      rows.set(item.key, row);
    }
    if (lines.children[index] !== row) lines.insertBefore(row, lines.children[index] ?? null);
  });
  if (lines.parentElement !== body) body.replaceChildren(lines);
  subtotal.textContent = formatMoney(cart.totals.subtotal);
  shipping.textContent = cart.needs_shipping === false ? MSG.noShippingNeeded : MSG.shippingCalculatedAtCheckout;
}

/** Reads the cart; the drawer shows 'Loading...' only when it has nothing to show yet. */
async function load(): Promise<void> {
  state = 'loading';
  render();
  try {
    await refreshCart({ force: true });
    state = 'idle';
  } catch {
    state = 'failed';
  }
  render();
}

/** The title in bold, then what happened: "Added to cart Nile Pearl Ring has been added to your cart." */
function say(notice: Notice | null): void {
  parts.notice.replaceChildren();
  parts.alert.replaceChildren();
  if (!notice) return;
  (notice.error ? parts.alert : parts.notice).append(el('strong', undefined, notice.title), ' ', notice.body ?? '');
}

/** A change to a line: the list is busy meanwhile, then says what happened (or the refusal). */
async function act(work: () => Promise<unknown>, done: string, fallback: string): Promise<void> {
  if (parts.lines.getAttribute('aria-busy') === 'true') return;
  parts.lines.setAttribute('aria-busy', 'true');
  say(null);
  try {
    await work();
    say({ title: done });
  } catch (error) {
    say({ title: MSG.error, body: refusalMessage(error) ?? fallback, error: true });
  } finally {
    parts.lines.removeAttribute('aria-busy');
  }
}

function change(item: CartItem, quantity: number): void {
  void act(() => updateCartItem(item.key, quantity), MSG.cartUpdated, MSG.genericError);
}

function remove(item: CartItem): void {
  // The focus was on the line's Remove: it goes to the next line's, or to the drawer's close button.
  const row = rows.get(item.key);
  const next = row?.nextElementSibling ?? row?.previousElementSibling;
  void act(() => removeCartItem(item.key), MSG.itemRemoved, MSG.genericError).then(() => {
    if (row?.isConnected || !dialog?.open) return;
    const target =
      next?.isConnected && next instanceof HTMLElement
        ? next.querySelector<HTMLElement>('button[aria-label^="Remove"]')
        : dialog.querySelector<HTMLElement>('.cd-close');
    target?.focus();
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
  say(options.notice ?? null);
  opener = options.opener ?? null;
  if (!d.open) d.showModal();
  if ($cart.get() === null || (!options.notice && Date.now() - cartReadAt > CART_BADGE_FRESH_MS)) void load();
  const item = options.added && $cart.get()?.items.find(options.added);
  const row = item ? rows.get(item.key) : undefined;
  row?.scrollIntoView({ block: 'nearest' });
}

/**
 * Built, and filled when she has a cart, ahead of need (the page is idle, or she reaches for the
 * drawer), so opening it later only shows it.
 */
export function prepareCartDrawer(read: boolean): void {
  build();
  if (read && $cart.get() === null && state !== 'loading') void load();
}

/** For tests: whether it is open. */
export const cartDrawerOpen = () => dialog?.open === true;
