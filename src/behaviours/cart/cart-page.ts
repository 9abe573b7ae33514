import type { Cart, CartItem } from '../../lib/schemas/cart';
import { lineLabel, productHref } from '../../lib/catalogue/line';
import { MSG } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import { $cart, clearCart, refreshCart, removeCartItem, updateCartItem } from '../../stores/cart';
import { toast } from '../../stores/toasts';
import { choiceAndEngraving, reducedNotice, stepper } from '../cart-drawer/cart-line';
import { codeField } from '../discount/code-field';
import { discountRows, giftWrapRow, totalRow } from './total-rows';
import { el } from '../site/dom';

/**
 * The /cart page: its lines with quantity steppers and Remove, Clear Cart, and the summary with
 * the discount code field, drawn in plain DOM from the cart store into the frame the page's HTML
 * already holds (src/pages/cart.astro). Not React: the page's whole JavaScript budget is less than
 * React's runtime and the drawer already draws a cart's lines so. Lines are kept by key and
 * updated in place; while a change is on its way every button waits (disabled), and a toast says
 * what happened.
 */
/** A line's row, with the item it shows now (read at a click: the row outlives the answers that fill it). */
type LineRow = HTMLTableRowElement & { item: CartItem };
/** What each line's product cell was last drawn from. */
const drawn = new WeakMap<HTMLElement, string>();

class CartPageElement extends HTMLElement {
  private state: 'loading' | 'ready' | 'failed' = 'loading';
  /** The line being changed ('*' for the whole cart), or null. */
  private busy: string | null = null;
  private readonly rows = new Map<string, HTMLTableRowElement>();
  private failure: HTMLElement | null = null;
  private unsubscribe: (() => void) | null = null;

  connectedCallback(): void {
    const summary = this.querySelector('.cart-summary')!;
    summary.insertBefore(codeField(), summary.querySelector('[data-primary-action]'));
    this.querySelector('[data-clear]')!.addEventListener('click', () => this.run('*', clearCart, MSG.cartCleared));
    this.unsubscribe = $cart.subscribe((cart) => this.render(cart));
    this.load();
  }

  disconnectedCallback(): void {
    this.unsubscribe?.();
  }

  private section(name: 'loading' | 'empty' | 'lines'): HTMLElement {
    return this.querySelector(`[data-part="${name}"]`)!;
  }

  private load(): void {
    this.state = 'loading';
    this.render($cart.get());
    refreshCart({ force: true }).then(
      () => {
        this.state = 'ready';
        this.render($cart.get());
      },
      () => {
        this.state = 'failed';
        this.render($cart.get());
      },
    );
  }

  private async run(key: string, action: () => Promise<unknown>, done: string): Promise<void> {
    if (this.busy) return;
    this.busy = key;
    this.render($cart.get());
    try {
      await action();
      toast({ title: done });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : MSG.genericError;
      toast({ title: MSG.error, description: message, variant: 'destructive' });
    } finally {
      this.busy = null;
      this.render($cart.get());
    }
  }

  private render(cart: Cart | null): void {
    const failed = this.state === 'failed' && !cart;
    const empty = !!cart && cart.items.length === 0;
    const lines = !!cart && cart.items.length > 0;
    this.section('loading').hidden = !!cart || failed;
    this.section('empty').hidden = !empty;
    this.section('lines').hidden = !lines;
    this.showFailure(failed);
    if (!lines) return;
    this.drawLines(cart);
    this.drawSummary(cart);
    (this.querySelector('[data-clear]') as HTMLButtonElement).disabled = this.busy !== null;
  }

  /** The store could not be read and there is no cart to show: say so, with Retry. */
  private showFailure(failed: boolean): void {
    if (!failed) {
      this.failure?.remove();
      this.failure = null;
      return;
    }
    if (this.failure) return;
    const box = el('div', 'cart-message');
    box.setAttribute('role', 'alert');
    const retry = el('button', 'btn btn-primary', MSG.retry);
    retry.type = 'button';
    retry.addEventListener('click', () => this.load());
    box.append(el('p', undefined, MSG.backendUnavailable), retry);
    this.failure = box;
    this.prepend(box);
  }

  private drawLines(cart: Cart): void {
    const body = this.querySelector('tbody')!;
    const keys = new Set(cart.items.map((i) => i.key));
    for (const [key, row] of this.rows)
      if (!keys.has(key)) {
        row.remove();
        this.rows.delete(key);
      }
    cart.items.forEach((item, index) => {
      let row = this.rows.get(item.key);
      if (!row) {
        row = this.line(item);
        this.rows.set(item.key, row);
      }
      this.fill(row, item);
      if (body.children[index] !== row) body.insertBefore(row, body.children[index] ?? null);
    });
  }

  /**
   * One line's row, built once and then filled in place (`fill`): a button keeps the focus while
   * its change is on its way and after, as the shopper expects of a stepper.
   */
  private line(first: CartItem): HTMLTableRowElement {
    const label = lineLabel(first.name, first.choices ?? []);
    const row = el('tr') as LineRow;
    row.item = first;
    const item = () => row.item;
    const product = el('td');
    product.dataset.label = MSG.cartColumns.product;
    const quantity = this.cell(MSG.cartColumns.quantity);
    const { group, minus, plus } = stepper(label);
    // Minus at 1 does nothing: a quantity never goes below 1 (Remove takes a line out).
    minus.addEventListener('click', () => {
      const { key, quantity: n } = item();
      if (n > 1) void this.run(key, () => updateCartItem(key, n - 1), MSG.cartUpdated);
    });
    plus.addEventListener('click', () => {
      const { key, quantity: n, max_quantity: max } = item();
      if (max == null || n < max) void this.run(key, () => updateCartItem(key, n + 1), MSG.cartUpdated);
    });
    quantity.append(group);
    const removeCell = el('td');
    const remove = el('button', 'btn btn-ghost btn-sm', MSG.remove);
    remove.type = 'button';
    remove.setAttribute('aria-label', MSG.removeFromCart(label));
    remove.addEventListener('click', () => {
      const { key } = item();
      void this.run(key, () => removeCartItem(key), MSG.itemRemoved);
    });
    removeCell.append(remove);
    row.append(product, this.cell(MSG.cartColumns.price), quantity, this.cell(MSG.cartColumns.subtotal), removeCell);
    return row;
  }

  private fill(row: HTMLTableRowElement, item: CartItem): void {
    (row as LineRow).item = item;
    const disabled = this.busy !== null;
    if (this.busy === item.key) row.setAttribute('aria-busy', 'true');
    else row.removeAttribute('aria-busy');
    const [product, price, quantity, subtotal, removeCell] = row.children as unknown as HTMLTableCellElement[];
    // The product cell is drawn again only when what it says changed: its link keeps the focus.
    const says = JSON.stringify([
      item.id,
      item.name,
      item.choices,
      item.engraving,
      item.featured_image,
      item.reduced_from,
      item.quantity,
    ]);
    if (drawn.get(product!) !== says) {
      drawn.set(product!, says);
      const link = el('a', 'cart-product');
      link.href = productHref(item.id, item.choices ?? []);
      if (item.featured_image) {
        const img = el('img');
        Object.assign(img, {
          src: item.featured_image,
          alt: '',
          width: 72,
          height: 72,
          loading: 'lazy',
          decoding: 'async',
        });
        link.append(img);
      }
      const name = el('span', undefined, item.name);
      name.append(...choiceAndEngraving(item));
      link.append(name);
      product!.replaceChildren(link, ...reducedNotice(item));
    }
    price!.replaceChildren(el('span', 'money', formatMoney(item.price)));
    const [minus, value, plus] = quantity!.querySelectorAll<HTMLElement>('.stepper > *') as unknown as [
      HTMLButtonElement,
      HTMLOutputElement,
      HTMLButtonElement,
    ];
    value.textContent = String(item.quantity);
    minus.disabled = disabled;
    plus.disabled = disabled || (item.max_quantity != null && item.quantity >= item.max_quantity);
    subtotal!.replaceChildren(el('span', 'money', formatMoney(item.totals.subtotal)));
    (removeCell!.firstElementChild as HTMLButtonElement).disabled = disabled;
  }

  /** A cell named for its column: phones show the name beside the value. */
  private cell(label: string): HTMLTableCellElement {
    const td = el('td');
    td.dataset.label = label;
    return td;
  }

  private drawSummary(cart: Cart): void {
    const money = (amount: string) => el('span', 'money', formatMoney(amount));
    const rows = [totalRow(MSG.subtotal, money(cart.totals.subtotal)), ...discountRows(cart.coupons)];
    rows.push(totalRow(MSG.shipping, cart.needs_shipping ? MSG.shippingCalculatedAtCheckout : MSG.noShippingNeeded));
    const wrap = cart.totals.gift_wrap;
    if (wrap !== undefined) rows.push(giftWrapRow(wrap));
    const total = totalRow(MSG.total, money(cart.totals.total));
    total.className = 'cart-total';
    rows.push(totalRow(MSG.tax, money(cart.totals.total_tax)), total);
    this.querySelector('.cart-summary dl')!.replaceChildren(...rows);
  }
}

if (!customElements.get('cart-page')) customElements.define('cart-page', CartPageElement);
