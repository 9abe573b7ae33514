/**
 * Engraving rules, free of zod and of the messages module so the product page's field can follow
 * them as the shopper types at the cost of a few hundred bytes. The server checks the same rules
 * through src/lib/schemas/engraving.ts; the WordPress plugin repeats them in PHP.
 *
 * What is typed is kept exactly: no trimming, no Unicode normalisation (an Arabic name with its
 * vowel marks, a Latin one typed with decomposed accents, an apostrophe, all stay as typed).
 */

/** The longest engraving an owner may allow (a cartouche holds a name; a band a few words). */
export const ENGRAVING_MAX_LENGTH = 60;
/** The longest gift message, in characters as a reader counts them. */
export const GIFT_MESSAGE_MAX = 300;

/** The scripts a product may take: Latin letters, Arabic letters, or either. */
export const ENGRAVING_SCRIPTS = ['latin', 'arabic', 'both'] as const;
export type EngravingScripts = (typeof ENGRAVING_SCRIPTS)[number];

/** What the owner sets per product (the product's `personalisation`). */
export interface EngravingRules {
  /** What the field is called: "Name to engrave". */
  label: string;
  /** The longest text, in characters as a reader sees them (countCharacters). */
  max_length: number;
  scripts: EngravingScripts;
  required: boolean;
}

let segmenter: Intl.Segmenter | null | undefined;

/**
 * Text in which every character stands alone as a reader sees it: printable ASCII, tabs and line
 * feeds (no accents, marks or emoji to join, and no carriage return to pair with a line feed).
 */
const PLAIN = /^[\t\n\x20-\x7E]*$/;

/**
 * Characters as a reader counts them (grapheme clusters, Intl.Segmenter): "é" typed as e and an
 * accent is one, an Arabic letter with its vowel mark is one, an emoji family is one. Without
 * Intl.Segmenter, code points (a mark then counts apart, so the count errs on the long side).
 * Plain text is counted by its length: the first Intl.Segmenter a page builds costs 10-15 ms of
 * a fast machine's CPU (four times that on a phone), and the checkout counts its empty gift
 * message as the cart arrives.
 */
export function countCharacters(text: string): number {
  if (PLAIN.test(text)) return text.length;
  if (segmenter === undefined)
    segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined) : null;
  if (!segmenter) return [...text].length;
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

/** Spaces, apostrophes (typed straight or curly) and hyphens: a name's joins, in any script. */
const JOINS = " \u00A0'\u2019\u02BC\\-\u2010\u2011";
/** Latin letters and the combining marks of their accents. */
const LATIN = new RegExp(`^[\\p{Script=Latin}\\p{M}${JOINS}]*$`, 'u');
/** Arabic letters, their vowel marks and other diacritics (script "inherited"), and tatweel (U+0640). */
const ARABIC = new RegExp(`^[\\p{Script=Arabic}\\p{M}\\u0640${JOINS}]*$`, 'u');
const EITHER = new RegExp(`^[\\p{Script=Latin}\\p{Script=Arabic}\\p{M}\\u0640${JOINS}]*$`, 'u');
const SCRIPT_RULE: Record<EngravingScripts, RegExp> = { latin: LATIN, arabic: ARABIC, both: EITHER };
/** Something to engrave: a letter, not only joins. */
const LETTER = /\p{L}/u;

/** Whether the text holds only letters of the allowed scripts (with their marks) and a name's joins. */
export const fitsScripts = (text: string, scripts: EngravingScripts): boolean => SCRIPT_RULE[scripts].test(text);

/** Text that engraves nothing (empty, or only spaces): no engraving at all. */
export const isBlank = (text: string): boolean => text.trim() === '';

export type EngravingFault = 'required' | 'too_long' | 'script' | 'no_letter';

/** What is wrong with a text for these rules, or null. Blank text is no engraving (a fault only when required). */
export function engravingFault(rules: EngravingRules, text: string): EngravingFault | null {
  if (isBlank(text)) return rules.required ? 'required' : null;
  if (!fitsScripts(text, rules.scripts)) return 'script';
  if (!LETTER.test(text)) return 'no_letter';
  if (countCharacters(text) > rules.max_length) return 'too_long';
  return null;
}

/** How many characters are left (negative past the limit). */
export const charactersLeft = (rules: Pick<EngravingRules, 'max_length'>, text: string): number =>
  rules.max_length - countCharacters(text);
