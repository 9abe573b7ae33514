/**
 * A discount code as typed and as shown: how it is matched and how it is written. Apart from the
 * refusals' sentences (./discounts.ts), so the cart's views and the code field carry these few
 * lines, not the shop's messages.
 */

/** The longest code either store takes (WooCommerce's post titles are far longer; ours are short words). */
export const MAX_CODE_LENGTH = 64;

/**
 * What a typed code is matched on: outer spaces dropped and case folded, as WooCommerce does
 * ("  Save10 " is SAVE10); inner spaces stay ("SAVE 10" is another code).
 */
export const codeKey = (code: string): string => code.trim().toLocaleLowerCase('en');

/** A code as the shop writes it: in capitals, on both stores (WooCommerce answers its codes in lower case). */
export const codeLabel = (code: string): string => code.trim().toLocaleUpperCase('en');
