import { $cartCount, followCartCount } from '../../stores/cart-count';

/**
 * The header's item count on every page, without React: the cached count at once, then every
 * count this tab or another learns (../../stores/cart-count.ts). It also keeps the link's
 * accessible name and the mobile drawer's count in step.
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

followCartCount();
$cartCount.subscribe(render);
