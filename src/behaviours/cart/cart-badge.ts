import { CART_COUNT_EVENT, readCountCache, startCountSync } from '../../stores/cart-count';

/**
 * <cart-badge>: the header's item count on every page, without React. It paints the cached
 * count at once, refreshes it from the server at most every 30 s, and follows every add (same
 * tab through the count's event, other tabs through the storage event). It also keeps the
 * link's accessible name and the mobile drawer's count in step.
 * Plain functions rather than a custom element: the header is in the page's HTML before this
 * script runs and is never redrawn, and the element's class, callbacks and registration were
 * ~70 bytes gzip of every page's first script.
 */
const label = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

function render(count: number): void {
  const text = String(count);
  for (const badge of document.querySelectorAll<HTMLElement>('cart-badge')) {
    badge.dataset.count = text;
    badge.textContent = count > 99 ? '99+' : text;
    badge.closest('a')?.setAttribute('aria-label', `Cart, ${label(count)}`);
  }
  for (const el of document.querySelectorAll('[data-cart-count-label]')) el.textContent = label(count);
  for (const el of document.querySelectorAll('[data-cart-count]')) el.textContent = text;
}

render(readCountCache()?.count ?? 0);
addEventListener(CART_COUNT_EVENT, (event) => render((event as CustomEvent<number>).detail));
startCountSync();
