import { editDistance, normalize, stem, terms, typoAllowance, words } from './text';

/**
 * Full-text search over the catalogue and the journal, small enough to hold 10,000 products in a
 * server worker: an inverted index of singular terms, each posting weighted by the field the word
 * came from. A query matches a document when every word matches one of its terms, exactly, as the
 * start of a term (the shopper is still typing) or, failing both, within a typo or two.
 */

/** What a document contributes, by field; the name weighs most. */
export interface SearchDoc {
  name: string;
  category?: string;
  attributes?: string;
  tags?: string;
  description?: string;
}

export const FIELD_WEIGHTS = {
  name: 10,
  category: 5,
  attributes: 4,
  tags: 3,
  description: 1,
} as const satisfies Record<keyof SearchDoc, number>;

/** How much less a looser match counts than the word itself. */
const PREFIX_MATCH = 0.8;
const TYPO_MATCH = [1, 0.55, 0.35] as const;

/** Words a query may carry that say nothing about the piece, in English and Arabic (as normalised). */
const STOP_WORDS = new Set(
  [
    ...['a', 'an', 'and', 'the', 'of', 'for', 'with', 'in', 'on', 'to', 'or', 'by'],
    ...['و', 'في', 'من', 'على', 'إلى', 'عن', 'مع', 'أو', 'ب', 'ل'],
  ].map(normalize),
);

export interface SearchIndex {
  /** Every term, sorted, for prefix and typo lookups. */
  vocabulary: string[];
  /** Per term: the documents (ascending) and, at the same position, the weight of its best field. */
  postings: Map<string, { docs: Uint32Array; weights: Uint8Array }>;
  size: number;
}

export function buildSearchIndex(docs: readonly SearchDoc[]): SearchIndex {
  const building = new Map<string, { docs: number[]; weights: number[] }>();
  docs.forEach((doc, id) => {
    for (const field of Object.keys(FIELD_WEIGHTS) as (keyof SearchDoc)[]) {
      const text = doc[field];
      if (!text) continue;
      const weight = FIELD_WEIGHTS[field];
      for (const term of terms(text)) {
        let list = building.get(term);
        if (!list) building.set(term, (list = { docs: [], weights: [] }));
        const last = list.docs.length - 1;
        if (list.docs[last] === id) list.weights[last] = Math.max(list.weights[last]!, weight);
        else {
          list.docs.push(id);
          list.weights.push(weight);
        }
      }
    }
  });
  const postings = new Map<string, { docs: Uint32Array; weights: Uint8Array }>();
  for (const [term, list] of building)
    postings.set(term, { docs: Uint32Array.from(list.docs), weights: Uint8Array.from(list.weights) });
  return { vocabulary: [...postings.keys()].sort(), postings, size: docs.length };
}

export interface SearchHit {
  doc: number;
  score: number;
}

export interface SearchResult {
  /** Matching documents, best first (ties keep document order). */
  hits: SearchHit[];
  /** Words that matched only through a typo, and the catalogue word they were read as. */
  corrections: { typed: string; read: string }[];
}

/** The query's words, stop words dropped unless nothing else is left. */
export function queryTerms(query: string): string[] {
  const all = words(query.slice(0, 200));
  const meaningful = all.filter((w) => !STOP_WORDS.has(w));
  return (meaningful.length ? meaningful : all).slice(0, 8);
}

/** Search; null when the query has no words at all (then nothing narrows the list). */
export function search(index: SearchIndex, query: string): SearchResult | null {
  const typed = queryTerms(query);
  if (typed.length === 0) return null;
  const total = new Float64Array(index.size);
  const corrections: SearchResult['corrections'] = [];
  typed.forEach((word, i) => {
    const term = stem(word);
    const scores = new Float64Array(index.size);
    const matched = matchTerm(index, term, i === typed.length - 1);
    if (matched.typo) corrections.push({ typed: word, read: matched.typo });
    for (const { term: t, quality } of matched.terms) {
      const list = index.postings.get(t)!;
      for (let k = 0; k < list.docs.length; k++) {
        const d = list.docs[k]!;
        const s = list.weights[k]! * quality;
        if (s > scores[d]!) scores[d] = s;
      }
    }
    for (let d = 0; d < index.size; d++)
      total[d] = i === 0 || total[d]! > 0 ? (scores[d]! > 0 ? total[d]! + scores[d]! : 0) : 0;
  });
  const hits: SearchHit[] = [];
  for (let d = 0; d < index.size; d++) if (total[d]! > 0) hits.push({ doc: d, score: total[d]! });
  hits.sort((a, b) => b.score - a.score || a.doc - b.doc);
  return { hits, corrections };
}

interface TermMatch {
  terms: { term: string; quality: number }[];
  /** The word a typo was read as, when only typo matches were found. */
  typo?: string;
}

function matchTerm(index: SearchIndex, term: string, last: boolean): TermMatch {
  const found: TermMatch['terms'] = [];
  if (index.postings.has(term)) found.push({ term, quality: 1 });
  // Words that start with what was typed: always for the word being typed, else from 3 letters.
  if (last || term.length >= 3) {
    for (let i = lowerBound(index.vocabulary, term); i < index.vocabulary.length; i++) {
      const w = index.vocabulary[i]!;
      if (!w.startsWith(term)) break;
      if (w !== term) found.push({ term: w, quality: PREFIX_MATCH });
    }
  }
  if (found.length) return { terms: found };
  // Nothing starts that way: a typo. The word being typed is also compared with the start of
  // longer words, so "nekcl" already finds "necklace".
  const max = typoAllowance(term);
  if (max === 0) return { terms: [] };
  let best: { term: string; distance: number; df: number } | undefined;
  for (const w of index.vocabulary) {
    if (Math.abs(w.length - term.length) > max && !(last && w.length > term.length)) continue;
    let distance = editDistance(term, w, max);
    if (last && distance > max && w.length > term.length) distance = editDistance(term, w.slice(0, term.length), max);
    if (distance > max) continue;
    found.push({ term: w, quality: TYPO_MATCH[distance] ?? 0 });
    const df = index.postings.get(w)!.docs.length;
    if (!best || distance < best.distance || (distance === best.distance && df > best.df))
      best = { term: w, distance, df };
  }
  return { terms: found, typo: best?.term };
}

function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
