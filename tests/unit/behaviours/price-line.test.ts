import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToPrice, drawPrice, type PriceBase } from '../../../src/behaviours/product/price-line';

/**
 * The product page's price line with what an engraving adds to each piece: on every amount it
 * shows (the sale price and the struck regular one, a range's both ends), as the cart charges
 * it, and back without it; a new price (live stock, another variant) keeps the addition.
 */
let window: Window;
beforeEach(() => {
  window = new Window();
  vi.stubGlobal('document', window.document);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.close();
});

function line(base: PriceBase): HTMLElement {
  const p = window.document.createElement('p');
  p.dataset.base = JSON.stringify(base);
  drawPrice(p as unknown as HTMLElement, base.p, base.range);
  return p as unknown as HTMLElement;
}
const text = (el: HTMLElement) => el.textContent?.replace(/\s+/g, ' ').trim();

describe('the price with an engraving', () => {
  it('adds to the sale price and to the struck regular price, and goes back without', () => {
    const el = line({ p: { price: '690.00', regular_price: '890.00', on_sale: true } });
    expect(text(el)).toBe('Sale price:EGP 690.00Regular price:EGP 890.00');
    addToPrice(el, '150.00');
    expect(text(el)).toBe('Sale price:EGP 840.00Regular price:EGP 1,040.00');
    addToPrice(el, null);
    expect(text(el)).toBe('Sale price:EGP 690.00Regular price:EGP 890.00');
  });

  it('adds to both ends of a range, and an engraving included in the price adds nothing', () => {
    const el = line({
      p: { price: '1950.00', regular_price: '1950.00', on_sale: false },
      range: { min: '1950.00', max: '2300.00', style: 'full', fromWord: 'From' },
    });
    addToPrice(el, '150.00');
    expect(text(el)).toBe('EGP 2,100.00 – EGP 2,450.00');
    addToPrice(el, '0.00');
    expect(text(el)).toBe('EGP 1,950.00 – EGP 2,300.00');
  });

  it("keeps the addition on a price drawn after it (another size, the store's live price)", () => {
    const el = line({ p: { price: '1950.00', regular_price: '1950.00', on_sale: false } });
    addToPrice(el, '150.00');
    drawPrice(el, { price: '2050.00', regular_price: '2050.00', on_sale: false });
    expect(text(el)).toBe('EGP 2,200.00');
    addToPrice(el, null);
    expect(text(el)).toBe('EGP 2,050.00');
  });

  it('leaves a line that keeps no base (a card) as it is', () => {
    const card = window.document.createElement('p') as unknown as HTMLElement;
    drawPrice(card, { price: '420.00', regular_price: '420.00', on_sale: false });
    addToPrice(card, '150.00');
    expect(text(card)).toBe('EGP 420.00');
    expect(card.hasAttribute('data-base')).toBe(false);
  });
});
