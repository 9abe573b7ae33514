import { formatMoney } from '../../lib/money';

/**
 * A price as src/components/Price.astro draws it, drawn again in the browser when the store's
 * live price differs from the built one (live-stock.ts) or the shopper chooses a variant
 * (variant-picker.ts): the price, and while on sale the struck regular price; a product whose
 * variants cost different amounts, "From" its lowest (a card) or its lowest to its highest (its page).
 */
export interface ShownPrice {
  price: string;
  regular_price: string;
  on_sale: boolean;
}

export function drawPrice(
  line: HTMLElement,
  p: ShownPrice,
  range?: { min: string; max: string; style: 'from' | 'full'; fromWord: string },
): void {
  const parts: HTMLElement[] = [];
  const add = (tag: string, className: string, text: string) => {
    const el = document.createElement(tag);
    el.className = className;
    el.textContent = text;
    parts.push(el);
  };
  if (range && range.min !== range.max) {
    if (range.style === 'full') add('span', 'price', `${formatMoney(range.min)} – ${formatMoney(range.max)}`);
    else {
      add('span', 'from', range.fromWord);
      parts.push(document.createTextNode(' ') as unknown as HTMLElement);
      add('span', 'price', formatMoney(range.min));
    }
  } else if (p.on_sale) {
    add('span', 'visually-hidden', 'Sale price:');
    add('span', 'price', formatMoney(p.price));
    add('span', 'visually-hidden', 'Regular price:');
    add('s', 'price-regular', formatMoney(p.regular_price));
  } else add('span', 'price', formatMoney(p.price));
  // Scoped styles of Price.astro match its attribute: keep it on the new parts.
  const scope = [...line.attributes].find((a) => a.name.startsWith('data-astro-cid-'))?.name;
  if (scope) for (const el of parts) if (el instanceof HTMLElement) el.setAttribute(scope, '');
  line.replaceChildren(...parts);
}
