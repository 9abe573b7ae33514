import { MAX_LINE_QUANTITY } from '../../lib/constants';
import { westernDigits } from '../../lib/digits';

/**
 * A whole number from 1 to the cap per line. Not cut to the stock here (the input's max, read
 * when the page loaded): the store cuts an add to what it has left at that moment and says so,
 * where a quantity quietly lowered in the field went unnoticed.
 */
export function clampQuantity(input: HTMLInputElement): number {
  let n = Math.floor(Number(input.value));
  if (!Number.isFinite(n) || n < 1) n = 1;
  if (n > MAX_LINE_QUANTITY) n = MAX_LINE_QUANTITY;
  if (String(n) !== input.value) input.value = String(n);
  return n;
}

/**
 * A number field drops the Arabic-Indic digits an Arabic keyboard types (٣ left it empty, and Add
 * to Cart added 1): they are typed again as Western ones, where her caret is. For `beforeinput`.
 */
export function retypeInWesternDigits(event: InputEvent): void {
  const typed = event.data;
  const western = typed && westernDigits(typed);
  if (!western || western === typed) return;
  event.preventDefault();
  // The one way to type into a number field at her caret: it offers no selection to write into.
  document.execCommand('insertText', false, western);
}
