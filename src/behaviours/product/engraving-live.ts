import { charactersLeft, engravingFault, type EngravingRules } from '../../lib/engraving';
import { engravingMessage } from '../../lib/engraving-words';
import { GIFT_MSG } from '../../lib/gift-messages';

/** The rules the page wrote on the field (label, longest text, scripts, required). */
function rulesOf(field: HTMLElement): EngravingRules | null {
  try {
    return JSON.parse(field.dataset.rules ?? '') as EngravingRules;
  } catch {
    return null;
  }
}

/** The count, the preview and, once the shopper was told, the error follow what is typed. */
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
    preview.hidden = text.trim() === '';
    const shown = preview.querySelector<HTMLElement>('[data-engraving-text]');
    if (shown) shown.textContent = text;
  }
  // An error already said goes as soon as the text is right; a new one waits for Add to Cart.
  const error = field.querySelector<HTMLElement>('[data-engraving-error]');
  if (error && !error.hidden && !engravingFault(rules, text)) showFault(field, null);
}

/** Says what is wrong beside the field (null: nothing), and marks the input for assistive technology. */
export function showFault(field: HTMLElement, message: string | null): void {
  const input = field.querySelector<HTMLInputElement>('input[data-engraving]');
  const error = field.querySelector<HTMLElement>('[data-engraving-error]');
  if (error) {
    error.textContent = message ?? '';
    error.hidden = !message;
  }
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
