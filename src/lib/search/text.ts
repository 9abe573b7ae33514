import { asciiDigits } from '../text';

/**
 * Words as search compares them: the same rules for the catalogue at build time and for what a
 * shopper types, so "Rings", "ring" and "RING" meet, "Café" finds "cafe", and an Arabic word
 * finds its other spellings: "خاتم", "خَاتَم" and "خاتـم" are one word, "أسورة" and "اسوره" another.
 */

/**
 * Arabic letters written more than one way for the same word, as one letter. Shoppers type them
 * either way, and Egyptian writing often leaves the hamza and the dots off:
 * - alef with hamza or madda (أ إ آ): NFKD splits it into ا and a combining mark, which goes with
 *   the other marks (so do the hamza seats ؤ and ئ: و and ي); alef wasla (ٱ) has no such split;
 * - taa marbuta (ة) as haa (ه), alef maqsura (ى) as yaa (ي).
 */
const ARABIC_LETTERS: Record<string, string> = {
  '\u0671': '\u0627', // ٱ -> ا
  '\u0629': '\u0647', // ة -> ه
  '\u0649': '\u064a', // ى -> ي
};
const ARABIC_LETTER = /[\u0671\u0629\u0649]/g;

/** Tatweel (ـ): it only stretches a word on the line. */
const TATWEEL = /\u0640/g;

/**
 * Lower case; every combining mark dropped after NFKD: Latin accents, Arabic tashkeel
 * (U+064B-U+0652), the superscript alef (U+0670), the hamza and madda of أ إ آ; Arabic letters
 * folded (ARABIC_LETTERS); tatweel dropped; Arabic-Indic and Persian digits as 0-9. NFKD also
 * turns Arabic presentation forms into their letters. Emoji untouched.
 */
export function normalize(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(ARABIC_LETTER, (c) => ARABIC_LETTERS[c]!)
    .replace(TATWEEL, '');
  return asciiDigits(folded).toLowerCase();
}

/** Letters and digits in runs; everything else separates words ("el-Khalili" is two words). */
export function words(text: string): string[] {
  return normalize(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * A word as the index keeps it. English: its singular, enough for a jewelry catalogue: rings ->
 * ring, boxes -> box, accessories -> accessory, while lapis, glass, cuffs stay whole words.
 * Arabic: without its definite article (arabicStem). Other words are left alone.
 */
export function stem(word: string): string {
  if (ARABIC_WORD.test(word)) return arabicStem(word);
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses|zzes)$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is|ys|os)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** A normalised word of Arabic letters only. */
const ARABIC_WORD = /^[\u0621-\u064a]+$/;

/** The definite article, alone or after a particle written joined to it: ال، وال، بال، فال، كال، لل. */
const ARABIC_ARTICLE = /^(?:[وبفك]?ال|لل)/;

/**
 * An Arabic word without its definite article, so "الفيروز" meets "فيروز" and "خاتم فضي" finds
 * "خاتم الجعران الفضي" (turquoise, silver: a shopper names them with "the" or without). A letter
 * at least must remain, so a word being typed ("الخ") already reads as the start of one ("خ").
 */
function arabicStem(word: string): string {
  const article = ARABIC_ARTICLE.exec(word)?.[0];
  return article && word.length > article.length ? word.slice(article.length) : word;
}

/** The comparable terms of a text, in order, repeats kept. */
export function terms(text: string): string[] {
  return words(text).map(stem);
}

/**
 * Edit distance with adjacent transpositions counting as one edit (optimal string alignment),
 * so "nekclace" is one edit from "necklace". Stops early: returns max + 1 once the distance is
 * sure to exceed `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/** How many typos a word of this length may carry and still match: none below 4 letters. */
export function typoAllowance(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 7 ? 1 : 2;
}
