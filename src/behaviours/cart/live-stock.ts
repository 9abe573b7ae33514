import { PAGE_MSG as MSG } from '../../lib/page-messages';
import { isPurchasable, maxQuantity, stockBadge } from '../../lib/stock';
import type { LiveProduct, LiveVariant } from '../../lib/schemas/product';
import { shownPrice } from '../../lib/catalogue/shown-price';
import { liveProducts } from './live-product';
import { wordsReady } from '../../lib/i18n/ready';

/**
 * Pages are built once; prices (a sale that started or ended), stock and ratings change. Once the
 * page is idle, everything it shows of them is corrected from the store with one request for all
 * its products: each price (with its sale, or a variable product's range), the product page's
 * stock badge, quantity, Add to Cart and stars, and each card's sale mark and Add to Cart (a piece
 * that sold out offers none). The page never waits for it; a failure leaves the built state.
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
  if (labelled) button.setAttribute('aria-label', available ? MSG.addToCartOf(name) : MSG.soldOutOf(name));
}

function purchase(block: HTMLElement, live: LiveProduct): void {
  // A product with options: its picker follows each variant's live stock and price itself, its
  // code loaded for it only when they change what it shows (src/behaviours/product/picker-loader.ts).
  const picker = block.querySelector<HTMLElement & { liveVariants?: readonly LiveVariant[] }>('variant-picker');
  if (picker) {
    // Kept on the element as well: the picker's loader, fetched with the page, may start after this.
    picker.liveVariants = live.variants;
    picker.dispatchEvent(new CustomEvent('live-variants', { detail: live.variants }));
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

/** The price a product shows now: its own, or a variable product's range over its variants. */
function price(line: HTMLElement, live: LiveProduct): void {
  // A choice on the product page: the picker shows that variant's price (it has the live one too).
  if (
    line
      .closest('[data-product-price]')
      ?.parentElement?.closest('[data-product-id]')
      ?.querySelector('variant-picker [data-option]:checked')
  )
    return;
  const prices = live.variants.map((v) => Number(v.price)).filter((n) => Number.isFinite(n) && n > 0);
  const range = prices.length
    ? {
        min: Math.min(...prices).toFixed(2),
        max: Math.max(...prices).toFixed(2),
        style: line.dataset.range === 'full' ? ('full' as const) : ('from' as const),
        fromWord: MSG.priceFrom,
      }
    : undefined;
  // Drawn again only when the store's prices differ from what the build drew.
  if (line.dataset.shown === shownPrice(live, range)) return;
  import('../product/price-line').then(
    (m) => {
      m.drawPrice(line, live, range);
      line.dataset.shown = shownPrice(live, range);
    },
    () => undefined, // not loaded (offline): the build's price stays
  );
}

/** The SALE mark beside a price or on a card's picture, there while the product is on sale. */
function saleMark(holder: Element | null, live: LiveProduct, make: () => HTMLElement | null): void {
  const mark = holder?.querySelector<HTMLElement>('[data-sale-badge], .badge-sale') ?? (live.on_sale ? make() : null);
  if (mark) mark.hidden = !live.on_sale;
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
  const livePrices = [...document.querySelectorAll<HTMLElement>('[data-live-price]')];
  wanted.push(...livePrices.map((el) => Number(el.dataset.livePrice)).filter((n) => Number.isSafeInteger(n) && n > 0));
  if (wanted.length === 0) return;
  const live = await liveProducts(wanted);
  // An Arabic page says what changed in Arabic: its words may still be on their way.
  await wordsReady();
  const of = (el: HTMLElement) => live.get(Number(el.dataset.id));
  for (const el of livePrices) {
    const p = live.get(Number(el.dataset.livePrice));
    if (p) price(el, p);
  }
  for (const el of document.querySelectorAll<HTMLElement>('[data-purchase][data-id]')) {
    const p = of(el);
    if (p) purchase(el, p);
  }
  for (const el of document.querySelectorAll<HTMLElement>('[data-stock-badge][data-id]')) {
    const p = of(el);
    // A variable product's badge is its chosen variant's (the picker's); until a choice, the product's.
    if (p && !el.closest('[data-product-id]')?.querySelector('variant-picker [data-option]:checked')) badge(el, p);
    if (p)
      saleMark(el.parentElement, p, () => {
        const mark = document.createElement('span');
        mark.className = 'badge badge-sale';
        mark.dataset.saleBadge = '';
        mark.textContent = MSG.saleBadge;
        el.before(mark);
        return mark;
      });
  }
  // The stars beside the product page's name (a listing's cards show none), drawn again only when a
  // review was approved since the build: their drawing loads then, and most visits need none of it.
  for (const el of document.querySelectorAll<HTMLElement>('[data-product-rating][data-id]')) {
    const p = of(el);
    if (!p || (Number(p.average_rating) === Number(el.dataset.average) && p.rating_count === Number(el.dataset.count)))
      continue;
    import('../product/rating').then(
      (m) => m.showRating(el, p.average_rating, p.rating_count),
      () => undefined, // not loaded (offline): the build's stars stay
    );
  }
  for (const card of document.querySelectorAll<HTMLElement>('[data-product-card][data-id]')) {
    const p = of(card);
    if (!p) continue;
    addButton(card.querySelector('button[data-add-to-cart]'), p, undefined, true);
    saleMark(card.querySelector('.media'), p, () => {
      const media = card.querySelector('.media');
      const scope = media && [...media.attributes].find((a) => a.name.startsWith('data-astro-cid-'))?.name;
      const mark = document.createElement('span');
      mark.className = 'badge badge-sale sale';
      if (scope) mark.setAttribute(scope, '');
      mark.textContent = MSG.saleBadge;
      media?.append(mark);
      return mark;
    });
  }
}

const run = () => void correct();
if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 1500 });
else setTimeout(run, 200);
