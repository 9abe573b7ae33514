import {
  choiceFromParams,
  findVariant,
  missingOption,
  paramsOfChoice,
  valueStates,
  variationOptions,
  type Choice,
} from '../../lib/catalogue/variants';
import { drawPrice } from './price-line';
import { askAboutChoice } from './ask-whatsapp';
import { PAGE_MSG as MSG } from '../../lib/page-messages';
import { isPurchasable, maxQuantity, stockBadge } from '../../lib/stock';
import type { LiveVariant } from '../../lib/schemas/product';
import { unpackPickerData, type PickerData, type PickerVariant } from '../../lib/catalogue/picker-data';

/**
 * The product page's options (Size, Length, Metal), in plain HTML radio groups the build renders:
 * they work by keyboard and screen reader as they are, and show without JavaScript. This element
 * makes them drive the page: what each value leaves possible (a combination not made cannot be
 * chosen, a sold-out one says so), the price with its sale, the stock badge, the SKU, the
 * variant's picture, the address (`?size=7`, so a shared link opens the same choice) and the Add
 * to Cart button, which says what is still to choose ("Choose a size"). Live stock from the
 * page's one request (live-stock.ts) arrives as a `live-variants` event.
 */
export class VariantPicker extends HTMLElement {
  data: PickerData | null = null;

  connectedCallback(): void {
    try {
      this.data = unpackPickerData(this.dataset.product ?? '');
    } catch {
      return; // the radios still show every option; Add to Cart stays as the build made it
    }
    const fromAddress = choiceFromParams(this.data, new URLSearchParams(location.search));
    for (const [name, value] of Object.entries(fromAddress)) {
      const radio = this.radios().find((r) => r.dataset.option === name && r.value === value);
      if (radio) radio.checked = true;
    }
    this.addEventListener('change', () => this.update(true));
    this.update(false);
  }

  /** Live prices and stock of the variants (the page's one request once it is idle). */
  applyLive(live: readonly LiveVariant[]): void {
    if (!this.data) return;
    const byId = new Map(live.map((v) => [v.id, v]));
    this.data.variants = this.data.variants.map((v) => ({ ...v, ...byId.get(v.id) }));
    this.update(false);
  }

  /** An option's name as the page shows it ("Size", "المقاس"). */
  private optionLabel(name: string): string {
    const radio = this.radios().find((r) => r.dataset.option === name);
    return radio?.closest<HTMLElement>('[data-option-label]')?.dataset.optionLabel ?? name;
  }

  private radios(): HTMLInputElement[] {
    return [...this.querySelectorAll<HTMLInputElement>('input[type=radio][data-option]')];
  }

  choice(): Record<string, string> {
    return Object.fromEntries(
      this.radios()
        .filter((r) => r.checked)
        .map((r) => [r.dataset.option!, r.value]),
    );
  }

  private update(chosenNow: boolean): void {
    const data = this.data;
    if (!data) return;
    const choice = this.choice();
    for (const option of variationOptions(data)) {
      const states = valueStates(data, choice, option.name);
      for (const radio of this.radios().filter((r) => r.dataset.option === option.name)) {
        const state = states.get(radio.value) ?? 'none';
        // A combination the store does not make is not offered; a sold-out one stays choosable, marked.
        radio.disabled = state === 'none';
        const pill = radio.closest<HTMLElement>('.option-pill');
        pill?.toggleAttribute('data-sold-out', state === 'soldout');
        pill?.toggleAttribute('data-unavailable', state === 'none');
        if (state === 'none' && radio.checked) radio.checked = false;
      }
      // The value's label as its button shows it (in the page's language), the choice the store's value.
      const shown = this.querySelector<HTMLElement>(`[data-chosen="${CSS.escape(option.name)}"]`);
      const checked = this.radios().find((r) => r.dataset.option === option.name && r.checked);
      if (shown) shown.textContent = checked?.parentElement?.querySelector('[data-option-value]')?.textContent ?? '';
    }
    const now = this.choice();
    const variant = findVariant(data, now);
    const missing = missingOption(data, now);
    paint(
      this.closest('[data-product-id]') ?? document,
      data,
      variant,
      missing,
      now,
      missing && this.optionLabel(missing),
    );
    if (chosenNow) {
      const query = paramsOfChoice(data, now).toString();
      history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
    }
    // Her question on WhatsApp names what she chose, at its price and address.
    void askAboutChoice(this.closest('[data-product-id]') ?? document, now, variant?.price);
  }
}

/** Everything on the page that follows the choice. */
function paint(
  page: ParentNode,
  data: PickerData,
  variant: PickerVariant | undefined,
  missing: string | null,
  choice: Choice,
  missingLabel: string | null = missing,
): void {
  const purchase = page.querySelector<HTMLElement>('[data-purchase]');
  const button = purchase?.querySelector<HTMLButtonElement>('button[data-add-to-cart]');
  const input = purchase?.querySelector<HTMLInputElement>('input[type=number]');
  if (purchase) purchase.dataset.choice = JSON.stringify(variant ? choice : {});
  if (button && button.getAttribute('aria-busy') !== 'true') {
    const sellable = variant ? isPurchasable(variant) : false;
    button.dataset.soldOut = String(!!variant && !sellable);
    button.dataset.missing = missing ?? '';
    button.disabled = !!variant && !sellable;
    button.textContent = missing
      ? MSG.chooseOption(missingLabel ?? missing)
      : sellable
        ? MSG.addToCart
        : MSG.outOfStock;
  }
  if (input) {
    const max = variant ? maxQuantity(variant) : Number.POSITIVE_INFINITY;
    input.disabled = !!variant && !isPurchasable(variant);
    if (Number.isFinite(max) && max > 0) input.max = String(max);
    else input.removeAttribute('max');
  }
  const sku = page.querySelector<HTMLElement>('[data-sku]');
  if (sku) sku.textContent = variant?.sku ?? data.sku;
  if (!variant) return;
  const badge = page.querySelector<HTMLElement>('[data-stock-badge]');
  if (badge) {
    const b = stockBadge(variant);
    badge.textContent = b.label;
    badge.className = `badge badge-${b.tone}`;
  }
  const price = page.querySelector<HTMLElement>('[data-product-price] .price-line');
  if (price) drawPrice(price, variant);
  page.querySelector<HTMLElement>('[data-sale-badge]')?.toggleAttribute('hidden', !variant.on_sale);
  if (variant.image)
    page
      .querySelector<HTMLElement & { showSource?(src: string): void }>('product-gallery')
      ?.showSource?.(variant.image);
}

customElements.define('variant-picker', VariantPicker);
