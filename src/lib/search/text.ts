/**
 * Words as search compares them: the same rules for the catalogue at build time and for what a
 * shopper types, so "Rings", "ring" and "RING" meet, and "Café" finds "cafe".
 */

/** Lower case, accents dropped (NFKD then combining marks removed); Arabic and emoji untouched. */
export function normalize(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Letters and digits in runs; everything else separates words ("el-Khalili" is two words). */
export function words(text: string): string[] {
  return normalize(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Singular of an English plural, enough for a jewelry catalogue: rings -> ring, boxes -> box,
 * accessories -> accessory, while lapis, glass, cuffs stay whole words. Non-Latin words are
 * left alone.
 */
export function stem(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses|zzes)$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is|ys|os)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
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
