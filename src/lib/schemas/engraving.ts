import * as z from 'zod/mini';
import { plainText, says } from './zod'; // and the shop's wording for every issue
import { GIFT_MSG } from '../gift-messages';
import {
  ENGRAVING_MAX_LENGTH,
  ENGRAVING_SCRIPTS,
  GIFT_MESSAGE_MAX,
  countCharacters,
  engravingFault,
  type EngravingRules,
} from '../engraving';

export { ENGRAVING_MAX_LENGTH, GIFT_MESSAGE_MAX };
import { engravingMessage } from '../engraving-words';

/**
 * Engraving and gift options, one schema each: what the owner sets per product, the text a
 * shopper sends (checked by the server with the product's rules, the rules of src/lib/engraving.ts),
 * and what a cart or order line and an order carry.
 */

const money = z.string().check(
  z.regex(
    /^\d+(\.\d{1,2})?$/,
    says(() => GIFT_MSG.engravingPriceInvalid),
  ),
);

/**
 * A product's personalisation, as the owner sets it (the sample catalogue's JSON; on WooCommerce
 * the product's nefertari_engraving_* fields). Absent: the product takes no engraving.
 */
export const personalisationSchema = z.object({
  /** What the field is called on the product page and on every line: "Name to engrave". */
  label: z.string().check(z.minLength(1), z.maxLength(60)),
  /** The longest text, in characters as a reader counts them (a letter with its accents is one). */
  max_length: z.int().check(z.minimum(1), z.maximum(ENGRAVING_MAX_LENGTH)),
  /** Which letters it takes: "latin", "arabic" or "both". */
  scripts: z._default(z.enum(ENGRAVING_SCRIPTS), 'both'),
  /** Whether the piece can be bought without a text. */
  required: z._default(z.boolean(), false),
  /** What the engraving adds to each piece, EGP ("0.00": included in the price). */
  price: z._default(money, '0.00'),
  /** How the product page previews the text: "cartouche" draws it inside one; "plain" shows it as typed. */
  preview: z._default(z.enum(['plain', 'cartouche']), 'plain'),
  /** The field's label in Arabic ("الاسم المراد نقشه"); absent: the Arabic pages show the English one. */
  ar: z.optional(z.object({ label: z.optional(z.string().check(z.minLength(1), z.maxLength(60))) })),
});
export type Personalisation = z.infer<typeof personalisationSchema>;

/** The text a shopper sends for a product with these rules: kept as typed, refused with the field's words. */
export const engravingTextSchema = (rules: EngravingRules) =>
  z.string().check(
    plainText(() => rules.label),
    // Code units, before the count: no request makes the server segment a megabyte.
    z.maxLength(
      ENGRAVING_MAX_LENGTH * 16,
      says(() => GIFT_MSG.engravingTooLong(rules.label, rules.max_length)),
    ),
    z.superRefine((text, ctx) => {
      const fault = engravingFault(rules, text);
      if (fault) ctx.addIssue({ code: 'custom', message: engravingMessage(rules, fault), input: text });
    }),
  );

/** An add's engraving as the request carries it, before the product's own rules are known. */
export const engravingRequestSchema = z.string().check(plainText(), z.maxLength(ENGRAVING_MAX_LENGTH * 16));

/** The gift message: any script, kept as typed, at most GIFT_MESSAGE_MAX characters as a reader counts them. */
export const giftMessageSchema = z.string().check(
  plainText(() => GIFT_MSG.giftMessageLabel),
  z.maxLength(
    GIFT_MESSAGE_MAX * 16,
    says(() => GIFT_MSG.giftMessageTooLong(GIFT_MESSAGE_MAX)),
  ),
  z.refine(
    (s) => countCharacters(s) <= GIFT_MESSAGE_MAX,
    says(() => GIFT_MSG.giftMessageTooLong(GIFT_MESSAGE_MAX)),
  ),
);

/** The owner's gift settings (content/data/gift-options.json on the embedded store). */
export const giftSettingsSchema = z.object({
  /** What gift wrap costs per order, EGP; "0.00" wraps for free. */
  wrap_price: money,
  /** false: the checkout offers no gift wrap. */
  wrap_offered: z._default(z.boolean(), true),
});
export type GiftSettings = z.infer<typeof giftSettingsSchema>;
