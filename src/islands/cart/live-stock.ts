import { MSG } from '../../lib/messages';
import { isPurchasable, maxQuantity, stockBadge } from '../../lib/stock';
import type { LiveProduct } from '../../lib/schemas/product';
import { showRating } from '../reviews/render';
import { liveProducts } from './live-product';

/**
 * Once the page is interactive, everything it shows about stock and rating is corrected from the
 * store with one request for all its products: the product page's stock badge, quantity, Add to
 * Cart and stars, and each card's Add to Cart. The page never waits for it; a failure leaves the
 * built state.
 */
const ids = (selector: string) =>
  [...document.querySelectorAll<HTMLElement>(selector)]
    .map((el) => Number(el.dataset.id))
    .filter((n) => Number.isSafeInteger(n) && n > 0);

function addButton(
  button: HTMLButtonElement | null,
  live: LiveProduct,
  name = button?.dataset.name ?? '',
  labelled = false,
): void {
  if (!button || button.getAttribute('aria-busy') === 'true') return;
  const available = isPurchasable(live);
  button.dataset.soldOut = String(!available);
  button.disabled = !available;
  button.textContent = available ? MSG.addToCart : MSG.outOfStock;
  if (labelled) button.setAttribute('aria-label', available ? `${MSG.addToCart}: ${name}` : `${name} is out of stock`);
}

function purchase(block: HTMLElement, live: LiveProduct): void {
  // A product with options: its picker follows each variant's live stock and price itself.
  const picker = block.querySelector<HTMLElement & { applyLive?(v: LiveProduct['variants']): void }>('variant-picker');
  if (picker) {
    if (picker.applyLive) picker.applyLive(live.variants);
    else customElements.whenDefined('variant-picker').then(() => picker.applyLive?.(live.variants));
    return;
  }
  addButton(block.querySelector('button[data-add-to-cart]'), live);
  const input = block.querySelector<HTMLInputElement>('input[type=number]');
  if (!input) return;
  const max = maxQuantity(live);
  input.disabled = !isPurchasable(live);
  if (Number.isFinite(max) && max > 0) input.max = String(max);
  else input.removeAttribute('max');
}

function badge(el: HTMLElement, live: LiveProduct): void {
  const b = stockBadge(live);
  el.textContent = b.label;
  el.className = `badge badge-${b.tone}`;
}

async function correct(): Promise<void> {
  const wanted = [
    ...ids('[data-purchase][data-id]'),
    ...ids('[data-product-card][data-id]'),
    ...ids('[data-product-rating][data-id]'),
  ];
  if (wanted.length === 0) return;
  const live = await liveProducts(wanted);
  const of = (el: HTMLElement) => live.get(Number(el.dataset.id));
  for (const el of document.querySelectorAll<HTMLElement>('[data-purchase][data-id]')) {
    const p = of(el);
    if (p) purchase(el, p);
  }
  for (const el of document.querySelectorAll<HTMLElement>('[data-stock-badge][data-id]')) {
    const p = of(el);
    // A variable product's badge is its chosen variant's (the picker's); until a choice, the product's.
    if (p && !el.closest('[data-product-id]')?.querySelector('variant-picker [data-option]:checked')) badge(el, p);
  }
  for (const el of document.querySelectorAll<HTMLElement>('[data-product-rating][data-id]')) {
    const p = of(el);
    if (p) showRating(el, p.average_rating, p.rating_count);
  }
  for (const card of document.querySelectorAll<HTMLElement>('[data-product-card][data-id]')) {
    const p = of(card);
    if (p) addButton(card.querySelector('button[data-add-to-cart]'), p, undefined, true);
  }
}

const run = () => void correct();
if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 1500 });
else setTimeout(run, 200);
