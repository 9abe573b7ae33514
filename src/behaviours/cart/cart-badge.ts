import { CART_COUNT_EVENT, readCountCache, startCountSync } from '../../stores/cart-count';

/**
 * <cart-badge>: the header's item count on every page, without React. It paints the cached
 * count at once, refreshes it from the server at most every 30 s, and follows every add (same
 * tab through the count's event, other tabs through the storage event). It also keeps the
 * link's accessible name and the mobile drawer's count in step.
 */
const label = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

class CartBadge extends HTMLElement {
  readonly #follow = (event: Event) => this.render((event as CustomEvent<number>).detail);

  connectedCallback(): void {
    this.render(readCountCache()?.count ?? 0);
    window.addEventListener(CART_COUNT_EVENT, this.#follow);
    startCountSync();
  }

  disconnectedCallback(): void {
    window.removeEventListener(CART_COUNT_EVENT, this.#follow);
  }

  render(count: number): void {
    this.dataset.count = String(count);
    this.textContent = count > 99 ? '99+' : String(count);
    const link = this.closest('a');
    if (link) link.setAttribute('aria-label', `Cart, ${label(count)}`);
    for (const el of document.querySelectorAll<HTMLElement>('[data-cart-count-label]')) el.textContent = label(count);
    for (const el of document.querySelectorAll<HTMLElement>('[data-cart-count]')) el.textContent = String(count);
  }
}

if (!customElements.get('cart-badge')) customElements.define('cart-badge', CartBadge);
