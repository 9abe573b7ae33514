import { formatMoney, fromMinor, toMinor } from '../../lib/money';
import { PAGE_MSG } from '../../lib/page-messages';

/**
 * A price as src/components/Price.astro draws it, drawn again in the browser when the store's
 * live price differs from the built one (live-stock.ts) or the shopper chooses a variant
 * (variant-picker.ts): the price, and while on sale the struck regular price; a product whose
 * variants cost different amounts, "From" its lowest (a card) or its lowest to its highest (its page).
 *
 * The product page's line also carries what the shopper's choices add to each piece (an
 * engraving: `data-adds`), on every amount it shows, as the cart charges it; what it shows
 * before that is kept on it (`data-base`, written by the build) so the addition can go on and off.
 */
export interface ShownPrice {
  price: string;
  regular_price: string;
  on_sale: boolean;
}
export interface PriceRange {
  min: string;
  max: string;
  style: 'from' | 'full';
  fromWord: string;
}
/** What a line shows before any addition. */
export interface PriceBase {
  p: ShownPrice;
  range?: PriceRange;
}

export function drawPrice(line: HTMLElement, p: ShownPrice, range?: PriceRange): void {
  if (line.dataset.base !== undefined) {
    const base: PriceBase = { p: { price: p.price, regular_price: p.regular_price, on_sale: p.on_sale }, range };
    line.dataset.base = JSON.stringify(base);
  }
  const adds = toMinor(line.dataset.adds ?? '0');
  // Each amount with the addition, through the one money formatter.
  const shown = (amount: string) => formatMoney(adds ? fromMinor(toMinor(amount) + adds) : amount);
  const parts: HTMLElement[] = [];
  const add = (tag: string, className: string, text: string) => {
    const el = document.createElement(tag);
    el.className = className;
    el.textContent = text;
    parts.push(el);
  };
  if (range && range.min !== range.max) {
    if (range.style === 'full') add('span', 'price', `${shown(range.min)} – ${shown(range.max)}`);
    else {
      add('span', 'from', range.fromWord);
      parts.push(document.createTextNode(' ') as unknown as HTMLElement);
      add('span', 'price', shown(range.min));
    }
  } else if (p.on_sale) {
    add('span', 'visually-hidden', PAGE_MSG.salePrice);
    add('span', 'price', shown(p.price));
    add('span', 'visually-hidden', PAGE_MSG.regularPrice);
    add('s', 'price-regular', shown(p.regular_price));
  } else add('span', 'price', shown(p.price));
  // Scoped styles of Price.astro match its attribute: keep it on the new parts.
  const scope = [...line.attributes].find((a) => a.name.startsWith('data-astro-cid-'))?.name;
  if (scope) for (const el of parts) if (el instanceof HTMLElement) el.setAttribute(scope, '');
  line.replaceChildren(...parts);
}

/**
 * Adds an amount to each piece's price the line shows (null or "0.00": nothing), and draws it
 * again from what it showed before; a line without `data-base` is left as it is.
 */
export function addToPrice(line: HTMLElement, amount: string | null): void {
  let base: PriceBase;
  try {
    base = JSON.parse(line.dataset.base ?? '') as PriceBase;
  } catch {
    return;
  }
  const adds = amount && toMinor(amount) > 0 ? amount : null;
  if ((line.dataset.adds ?? null) === adds) return;
  if (adds) line.dataset.adds = adds;
  else delete line.dataset.adds;
  drawPrice(line, base.p, base.range);
}
