import * as z from 'zod/mini';
import './zod'; // the shop's wording for every issue

/**
 * What makes a cart or order line beyond its product: the options chosen and the engraving.
 * Apart from the product's and the engraving rules' schemas, which only the build and the server
 * read whole: a cart's line carries these alone, and the browser reads carts.
 */

/** One option a variant is made of ("Size" and "7"): the attribute's name and its value; '' means any of the attribute's values. */
export const variantAttributeSchema = z.object({ name: z.string().check(z.minLength(1)), option: z.string() });
export type VariantAttribute = z.infer<typeof variantAttributeSchema>;

/** A cart or order line's engraving: the field's label, the text as typed, and what it added to each piece. */
export const lineEngravingSchema = z.object({
  label: z.string(),
  text: z.string(),
  price: z._default(z.string(), '0.00'),
});
export type LineEngraving = z.infer<typeof lineEngravingSchema>;

/**
 * A cart or order line's words in Arabic, for an Arabic page to show: the piece's Arabic name,
 * its choices' labels (the same options in the same order: "المعدن: فضة استرليني") and the
 * engraving field's label. The line itself keeps the store's English, the values the store knows.
 * Each is absent when the piece has none; the page then shows the English.
 */
export const lineArabicSchema = z.object({
  name: z.optional(z.string()),
  choices: z.optional(z.array(variantAttributeSchema)),
  engraving_label: z.optional(z.string()),
});
export type LineArabic = z.infer<typeof lineArabicSchema>;
