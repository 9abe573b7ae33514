import { applyCode, removeCode } from './cart';
import { toast } from './toasts';
import { CART_MSG } from '../lib/cart-messages';
import { PAGE_MSG } from '../lib/page-messages';
import { codeLabel } from '../lib/discount-code';

/**
 * The discount code field's two actions, one home for the cart page's field (plain DOM) and the
 * checkout's (React): each says what it did in a toast, or throws what the shopper should read
 * (the store's refusal in the shop's words, or "Enter a code." for an empty field). The store does
 * the matching (any case, outer spaces) and the arithmetic.
 */
export async function applyTypedCode(typed: string): Promise<void> {
  const code = typed.trim();
  if (!code) throw new Error(CART_MSG.enterCode);
  await applyCode(code);
  toast({ title: CART_MSG.codeAppliedTitle, description: CART_MSG.codeApplied(codeLabel(code)) });
}

export async function takeOffCode(code: string): Promise<void> {
  await removeCode(code);
  toast({ title: CART_MSG.codeRemovedTitle, description: CART_MSG.codeRemoved(codeLabel(code)) });
}

/** What a failed action says: its own message, else the shop's general one. */
export const codeFailure = (err: unknown): string =>
  err instanceof Error && err.message ? err.message : PAGE_MSG.genericError;
