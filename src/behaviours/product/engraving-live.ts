import { charactersLeft, engravingFault, isBlank, type EngravingRules } from '../../lib/engraving';
import { engravingMessage } from '../../lib/engraving-words';
import { GIFT_MSG } from '../../lib/gift-messages';
import { addToPrice } from './price-line';

/** The rules the page wrote on the field (label, longest text, scripts, required) and what the engraving adds to each piece. */
type FieldRules = EngravingRules & { price?: string };

function rulesOf(field: HTMLElement): FieldRules | null {
  try {
    return JSON.parse(field.dataset.rules ?? '') as FieldRules;
  } catch {
    return null;
  }
}

const errorOf = (field: HTMLElement) => field.querySelector<HTMLElement>('[data-engraving-error]');

/**
 * The count, the preview, what is wrong and the page's price follow what is typed. A text that
 * cannot be engraved is refused as she types it, by the rules and in the words the server applies
 * (src/lib/engraving.ts, src/lib/engraving-words.ts); a missing name waits for Add to Cart, unless
 * she was already told something, which then follows the text as it is now.
 */
export function follow(field: HTMLElement): void {
  const rules = rulesOf(field);
  const input = field.querySelector<HTMLInputElement>('input[data-engraving]');
  if (!rules || !input) return;
  const text = input.value;
  const left = charactersLeft(rules, text);
  const count = field.querySelector<HTMLElement>('[data-engraving-count]');
  if (count) {
    count.textContent = GIFT_MSG.charactersLeft(left, rules.max_length);
    count.toggleAttribute('data-over', left < 0);
  }
  const preview = field.querySelector<HTMLElement>('[data-engraving-preview]');
  if (preview) {
    preview.hidden = isBlank(text);
    const shown = preview.querySelector<HTMLElement>('[data-engraving-text]');
    if (shown) shown.textContent = text;
  }
  const fault = engravingFault(rules, text);
  const told = !!errorOf(field)?.textContent;
  showFault(field, fault && (fault !== 'required' || told) ? engravingMessage(rules, fault) : null);
  // The piece's price with the engraving as soon as there is one, as the cart charges it.
  const price = field.closest('[data-product-id]')?.querySelector<HTMLElement>('[data-product-price] .price-line');
  if (price) addToPrice(price, isBlank(text) ? null : (rules.price ?? null));
}

/**
 * Says what is wrong beside the field (null: nothing), and marks the input for assistive
 * technology. The message is a live region, always there and empty when nothing is wrong, so a
 * change is read out once, not at every keystroke.
 */
export function showFault(field: HTMLElement, message: string | null): void {
  const input = field.querySelector<HTMLInputElement>('input[data-engraving]');
  const error = errorOf(field);
  if (error && error.textContent !== (message ?? '')) error.textContent = message ?? '';
  if (message) input?.setAttribute('aria-invalid', 'true');
  else input?.removeAttribute('aria-invalid');
}

/**
 * The text to send with an add, or a refusal said beside the field (the input focused): the same
 * rules the server checks, so a wrong text never leaves the page.
 */
export function engravingToSend(field: HTMLElement): { ok: true; text: string } | { ok: false } {
  const rules = rulesOf(field);
  const input = field.querySelector<HTMLInputElement>('input[data-engraving]');
  if (!rules || !input) return { ok: true, text: '' };
  const fault = engravingFault(rules, input.value);
  if (fault) {
    showFault(field, engravingMessage(rules, fault));
    input.focus();
    return { ok: false };
  }
  showFault(field, null);
  return { ok: true, text: input.value };
}
