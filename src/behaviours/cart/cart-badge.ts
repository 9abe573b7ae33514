import { $cartCount, followCartCount } from '../../stores/cart-count';
import { sayCount } from '../../lib/i18n/plural-forms';

/**
 * The header's item count on every page, without React: the cached count at once, then every
 * count this tab or another learns (../../stores/cart-count.ts). It also keeps the link's
 * accessible name ("Cart, 3 items") and the mobile drawer's count in step.
 */
function render(count: number): void {
  const text = String(count);
  const lang = document.documentElement.lang;
  for (const badge of document.querySelectorAll<HTMLElement>('cart-badge')) {
    badge.dataset.count = text;
    badge.textContent = count > 99 ? '99+' : text;
    // The words come with the page, one pattern per plural form of its language (Header.astro).
    const link = badge.closest('a');
    if (link?.dataset.labelForms)
      link.setAttribute('aria-label', sayCount(JSON.parse(link.dataset.labelForms), lang, count));
  }
  for (const el of document.querySelectorAll('[data-cart-count]')) el.textContent = text;
}

followCartCount();
$cartCount.subscribe(render);
