import type { Product } from '../schemas/product';
import { htmlToText } from '../text';
import { CONTENT_MSG } from '../messages';

/**
 * What a product's words and Details table promise a shopper she can choose, checked against
 * what its page lets her choose: an engraving field, and the options (Size, Length, Metal) she
 * picks a variant by. A piece whose description says "we engrave your name" but has no field,
 * or whose Details list three sizes while Add to Cart takes none, promises what the shop cannot
 * sell; the build warns about each such piece (the catalogue report), whatever the catalogue's
 * source.
 *
 * Words are read sentence by sentence, and only a choice counts: a ring "engraved with three
 * Eyes of Horus" or "made in sterling silver with an 18k gold plate" promises nothing, one
 * engraved "with your name" or offered "in silver or gold" does. A piece whose words say it
 * adjusts (an extension loop, an extender, elastic, one size) fits the sizes and lengths it
 * lists without a choice.
 */
export type PromiseKind = 'engraving' | 'size' | 'length' | 'metal';

export interface UnkeptPromise {
  kind: PromiseKind;
  /** What makes the promise: a sentence of its words, or the values its Details list. */
  found: { sentence: string } | { listed: readonly string[] };
}

type Checked = Pick<Product, 'description' | 'short_description' | 'attributes' | 'personalisation'>;

/** The attribute names each option goes by. */
const OPTION_NAMES: Record<Exclude<PromiseKind, 'engraving'>, RegExp> = {
  size: /^(ring |bracelet )?sizes?$/i,
  length: /^(chain )?lengths?$/i,
  metal: /^metals?$/i,
};

const ENGRAVING = /\b(engrav\w*|personali[sz]\w*|monogram\w*|inscri\w*)/i;
/** What makes an engraving the shopper's own rather than the piece's decoration. */
const OWN_TEXT = /\b(names?|initials?|letters|your|yours|choice|message|words|dates?)\b/i;

const SIZE_NAMES = /\b(extra[- ]small|x-?small|small|medium|large|extra[- ]large|x-?large)\b/gi;
const SIZE_CHOICE = [
  /\bsizes?\s+\d/i, // "size 7", "sizes 5 to 9"
  /\b(choose|select|pick|available in|comes in|made in|offered in)\b[^.]*\bsizes\b/i,
  /\bin (two|three|four|five|several|all) sizes\b/i,
];

const CM = String.raw`\d{2,3}(?:\s*cm)?`;
/** Two or more lengths joined as a choice: "45 or 50 cm", "40, 45 or 50 cm". */
const LENGTHS = new RegExp(String.raw`\b${CM}(?:\s*,\s*${CM})*\s*,?\s+(?:or|and)\s+\d{2,3}\s*cm\b`, 'i');
const LENGTH_CHOICE = /\b(choose|select|pick|available in|comes in|offered in)\b[^.]*\blengths?\b|\blengths\b/i;

const METAL = String.raw`(?:sterling silver|silver|(?:\d{1,2}k\s+)?(?:rose |white |yellow )?gold(?:[- ]plat\w*)?|brass|platinum|copper)`;
/** Two metals either side of "or", close together: "bright silver or an 18k gold plate". */
const METALS = new RegExp(String.raw`\b${METAL}\b[^.;]{0,40}?\bor\b[^.;]{0,40}?\b${METAL}\b`, 'i');

/** Words that say one piece fits every size or length it lists. */
const ADJUSTS = /\b(adjust\w*|extension|extender|elastic\w*|one size)\b/i;

function sentencesOf(p: Checked): string[] {
  return [p.short_description, p.description]
    .map(htmlToText)
    .join('\n')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Whether the shopper chooses this option on the product's page (a variation attribute). */
function offered(p: Checked, kind: Exclude<PromiseKind, 'engraving'>): boolean {
  return p.attributes.some((a) => a.variation && OPTION_NAMES[kind].test(a.name.trim()));
}

/** Values the Details table lists for this option without letting the shopper choose among them. */
function listed(p: Checked, kind: Exclude<PromiseKind, 'engraving'>): string[] | null {
  const attribute = p.attributes.find((a) => !a.variation && OPTION_NAMES[kind].test(a.name.trim()));
  return attribute && attribute.options.length > 1 ? attribute.options : null;
}

/** "Small fits a 15-16 cm wrist, Medium…": two sizes by name, said of a fit (never "a small ankh on a large ring"). */
const namesSizes = (s: string) =>
  (new Set([...s.matchAll(SIZE_NAMES)].map((m) => m[1]!.toLowerCase().replace(/[- ]/g, ''))).size > 1 &&
    /\b(fits?|wrists?|fingers?|cm)\b/i.test(s)) ||
  SIZE_CHOICE.some((r) => r.test(s));

const WORDS: Record<PromiseKind, (sentence: string) => boolean> = {
  engraving: (s) => ENGRAVING.test(s) && OWN_TEXT.test(s),
  size: (s) => namesSizes(s) && !ADJUSTS.test(s),
  length: (s) => (LENGTHS.test(s) || LENGTH_CHOICE.test(s)) && !ADJUSTS.test(s),
  metal: (s) => METALS.test(s),
};

/** What the product promises the shopper can choose and does not let her: at most one per kind. */
export function unkeptPromises(p: Checked): UnkeptPromise[] {
  const sentences = sentencesOf(p);
  const adjusts = sentences.some((s) => ADJUSTS.test(s));
  const found: UnkeptPromise[] = [];
  if (!p.personalisation) {
    const sentence = sentences.find(WORDS.engraving);
    if (sentence) found.push({ kind: 'engraving', found: { sentence } });
  }
  for (const kind of ['size', 'length', 'metal'] as const) {
    if (offered(p, kind)) continue;
    const values = kind === 'metal' || !adjusts ? listed(p, kind) : null;
    const sentence = sentences.find(WORDS[kind]);
    if (sentence) found.push({ kind, found: { sentence } });
    else if (values) found.push({ kind, found: { listed: values } });
  }
  return found;
}

/** The build's warning for one unkept promise, in words an owner or editor acts on. */
export function promiseWarning(promise: UnkeptPromise): string {
  return CONTENT_MSG.unkeptPromise(promise.kind, promise.found);
}
