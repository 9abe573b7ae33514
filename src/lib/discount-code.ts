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

/**
 * The address of a code's link, /discount/CODE, to paste in a story or a message: the code
 * percent-encoded, so a space or an & stays part of it ("/discount/EID%2050").
 */
export const codeLinkPath = (code: string): string => `/discount/${encodeURIComponent(codeLabel(code))}`;

/**
 * The code of a link's address as the router hands it over: decoded by decodeURI, which leaves
 * the characters that shape an address (& / ? #) encoded, so what is left is decoded here. A lone
 * % stays as it is (only a code that held an escape of its own, "%26", would read differently).
 */
export function codeFromLink(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
