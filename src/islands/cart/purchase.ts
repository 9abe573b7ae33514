import { MSG } from '../../lib/messages';
import { isPurchasable, maxQuantity } from '../../lib/stock';
import { liveProduct } from './live-product';

/**
 * Product page: once the browser is idle, correct the static purchase block with the live
 * stock (15-minute cache). The page never waits for it; a failure leaves the built state.
 */
function correct(block: HTMLElement): void {
  const id = Number(block.dataset.id);
  if (!Number.isInteger(id)) return;
  void liveProduct(id).then((live) => {
    if (!live) return;
    const button = block.querySelector<HTMLButtonElement>('button[data-add-to-cart]');
    const input = block.querySelector<HTMLInputElement>('input[type=number]');
    const available = isPurchasable(live);
    const max = maxQuantity(live);
    if (button && button.getAttribute('aria-busy') !== 'true') {
      button.dataset.soldOut = String(!available);
      button.disabled = !available;
      button.textContent = available ? MSG.addToCart : MSG.outOfStock;
    }
    if (input) {
      input.disabled = !available;
      if (Number.isFinite(max) && max > 0) input.max = String(max);
      else input.removeAttribute('max');
    }
  });
}

const run = () => document.querySelectorAll<HTMLElement>('[data-purchase]').forEach(correct);
if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 4000 });
else setTimeout(run, 300);
