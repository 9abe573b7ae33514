import { $cartCount, startCartSync } from '../../stores/cart';

/**
 * <cart-badge>: the header's item count on every page, without React. It paints the cached
 * count at once, refreshes it from the server at most every 30 s, and follows every add (same
 * tab through the store, other tabs through the storage event). It also keeps the link's
 * accessible name and the mobile drawer's count in step.
 */
const label = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

class CartBadge extends HTMLElement {
  #off: (() => void) | undefined;

  connectedCallback(): void {
    startCartSync();
    this.#off = $cartCount.subscribe((count) => this.render(count));
  }

  disconnectedCallback(): void {
    this.#off?.();
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
