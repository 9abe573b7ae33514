import { StoreError } from './backend';
import { refusalMessage, type CodeRefusal } from '../lib/discounts';

/**
 * Discount codes on either store, where the shop itself decides something: the refusal both
 * drivers throw, so a shopper reads the same sentence whichever store answers.
 */

/** A code the store will not apply: 400 at apply; at checkout, 409 with the refusal wrapped by the caller. */
export function codeRefused(refusal: CodeRefusal, status = 400, message = refusalMessage(refusal)): StoreError {
  return new StoreError('coupon_refused', message, status, {
    reason: refusal.reason,
    code: refusal.code,
    // A minimum's spend, for what the cart still needs (./held-code.ts).
    ...(refusal.amount === undefined ? {} : { amount: refusal.amount }),
  });
}
