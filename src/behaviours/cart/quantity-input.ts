import { MAX_LINE_QUANTITY } from '../../lib/constants';

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
