import * as z from 'zod/mini';
import { plainText, wholeNumber, says } from './zod';
import { CART_MSG } from '../cart-messages';
import { MAX_LINE_QUANTITY } from '../constants';
import { MAX_CODE_LENGTH } from '../discount-code';
import { FIELD_MSG } from '../field-messages';
import { engravingRequestSchema } from './engraving';
import { westernDigits } from '../digits';

/** What the cart's API routes take: an add, a quantity, the gift wrap and a code. */

/** One option's value as a shopper chose it (an option name and value a product lists: the server checks). */
const chosenValue = z.string().check(plainText(), z.minLength(1), z.maxLength(200));
export const addItemBodySchema = z.object({
  id: wholeNumber(z.minimum(1)),
  quantity: z._default(wholeNumber(z.minimum(1), z.maximum(MAX_LINE_QUANTITY)), 1),
  /** For a product with options, the value of each ("Size" -> "7"): the server finds the variant. */
  choices: z._default(
    z.record(chosenValue, chosenValue).check(
      z.refine(
        (r) => Object.keys(r).length <= 10,
        says(() => FIELD_MSG.atMostItems(10)),
      ),
    ),
    () => ({}),
  ),
  /** The text to engrave, as typed: checked against the product's own rules by the server. */
  engraving: z.optional(engravingRequestSchema),
});
export const updateItemBodySchema = z.object({ quantity: wholeNumber(z.minimum(1), z.maximum(MAX_LINE_QUANTITY)) });

/** PUT /api/cart/gift-wrap. */
export const giftWrapBodySchema = z.object({ wrap: z.boolean() });

/**
 * POST /api/cart/coupons: the code as typed, its digits in Western ones (an Arabic keyboard types
 * NILE١٥ for NILE15); the store trims it and ignores its case, and an empty one is refused in words.
 */
export const applyCodeBodySchema = z.object({
  code: z.string().check(
    plainText(() => CART_MSG.discountCode),
    z.overwrite(westernDigits),
    z.maxLength(MAX_CODE_LENGTH),
  ),
});
