interface Priced {
  price: string;
  regular_price: string;
  on_sale: boolean;
}

const amount = (value: string) => Number(value).toFixed(2);

/**
 * What a price line shows, as one value: its range when the variants cost different amounts, the
 * sale price with the regular one, or the price. The build writes it on each line it draws
 * (Price.astro); once the page is idle the line is drawn again only when the store's live prices
 * make a different one (src/behaviours/cart/live-stock.ts), so most visits load no drawing code.
 */
export function shownPrice(p: Priced, range?: { min: string; max: string }): string {
  if (range && amount(range.min) !== amount(range.max)) return `${amount(range.min)}-${amount(range.max)}`;
  return p.on_sale ? `${amount(p.price)}/${amount(p.regular_price)}` : amount(p.price);
}
