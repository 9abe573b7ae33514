import { describe, expect, it, vi } from 'vitest';
import { charactersLeft, countCharacters, engravingFault, type EngravingRules } from '../../../src/lib/engraving';
import { engravingTextSchema, giftMessageSchema, GIFT_MESSAGE_MAX } from '../../../src/lib/schemas/engraving';
import { productSchema } from '../../../src/lib/schemas/product';
import { product } from '../server/fixtures';

const name: EngravingRules = { label: 'Name to engrave', max_length: 8, scripts: 'both', required: true };
const latin: EngravingRules = { ...name, label: 'Initials', scripts: 'latin', required: false };
const arabic: EngravingRules = { ...name, scripts: 'arabic' };

const problem = (rules: EngravingRules, text: string) => {
  const r = engravingTextSchema(rules).safeParse(text);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('the engraving schema', () => {
  it('counts characters as a reader sees them: a letter with its accent or vowel mark is one', () => {
    expect(countCharacters('Zoë')).toBe(3);
    expect(countCharacters('Zoe\u0308')).toBe(3); // e + combining diaeresis, typed decomposed
    expect(countCharacters('نُور')).toBe(3); // nun with damma, waw, ra
    expect(countCharacters('👩‍👩‍👧')).toBe(1);
    expect(charactersLeft(name, 'نُور')).toBe(5);
    // Four letters with their marks fit a limit of four, though they are eight code points.
    expect([...'مُحَمَّد'].length).toBe(8);
    expect(problem({ ...name, max_length: 4 }, 'مُحَمَّد')).toBeNull();
    expect(problem({ ...name, max_length: 3 }, 'مُحَمَّد')).toBe('Name to engrave: at most 3 characters.');
  });

  it('counts plain English text without building a segmenter (the checkout counts its gift message as the cart arrives)', async () => {
    vi.resetModules();
    const built = vi.spyOn(Intl, 'Segmenter');
    try {
      const fresh = await import('../../../src/lib/engraving');
      expect(fresh.countCharacters('')).toBe(0);
      expect(fresh.countCharacters("Happy birthday, Nour!\nWith love - D'Arcy\t(2026)")).toBe(47);
      expect(fresh.charactersLeft({ max_length: 8 }, 'Cleopatra')).toBe(-1);
      expect(built).not.toHaveBeenCalled();
      // Anything else is counted as a reader counts it: a carriage return and line feed are one break.
      expect(fresh.countCharacters('Zoe\u0308')).toBe(3);
      expect(fresh.countCharacters('a\r\nb')).toBe(3);
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
    }
  });

  it('refuses a text longer than the limit, in the field’s own words', () => {
    expect(problem(name, 'Cleopatra')).toBe('Name to engrave: at most 8 characters.');
    expect(problem(name, 'Cleopatr')).toBeNull();
  });

  it('keeps the scripts the product allows, with spaces, apostrophes, hyphens, Arabic diacritics and tatweel', () => {
    expect(problem(latin, "O'Neil")).toBeNull();
    expect(problem(latin, 'O’Neil')).toBeNull();
    expect(problem(latin, 'Ana-Marí')).toBeNull();
    expect(problem(latin, 'نور')).toBe('Initials: Latin letters only, with spaces, apostrophes and hyphens.');
    expect(problem(latin, 'A+B')).toMatch(/Latin letters only/);
    expect(problem(arabic, 'نُـور')).toBeNull(); // damma and a tatweel
    expect(problem(arabic, 'عبد الله')).toBeNull();
    expect(problem(arabic, 'Nour')).toBe('Name to engrave: Arabic letters only, with spaces, apostrophes and hyphens.');
    expect(problem(arabic, 'نور 7')).toMatch(/Arabic letters only/);
    expect(problem(name, 'Nour نور')).toBeNull();
    expect(problem(name, 'Nour\nنور')).toMatch(/Latin or Arabic letters only/);
    expect(problem(name, "''")).toBe('Name to engrave: type at least one letter.');
  });

  it('a required engraving refuses blank text; an optional one takes blank as none', () => {
    expect(problem(name, '')).toBe('Name to engrave: please type it; this piece is made with it.');
    expect(problem(name, '   ')).toMatch(/please type it/);
    expect(problem(latin, '')).toBeNull();
    expect(engravingFault(latin, '  ')).toBeNull();
  });

  it('keeps what was typed exactly: no trimming, no normalisation', () => {
    for (const typed of ['Zoe\u0308', 'نُور', "D'Arcy", ' Nour'])
      expect(engravingTextSchema({ ...name, max_length: 10 }).parse(typed)).toBe(typed);
  });

  it('a gift message takes any script up to its limit, counted as a reader counts', () => {
    expect(giftMessageSchema.parse('كل سنة وأنتِ طيبة ❤️\nWith love')).toBe('كل سنة وأنتِ طيبة ❤️\nWith love');
    expect(giftMessageSchema.safeParse('ب'.repeat(GIFT_MESSAGE_MAX)).success).toBe(true);
    expect(giftMessageSchema.safeParse('ب'.repeat(GIFT_MESSAGE_MAX + 1)).error?.issues[0]?.message).toBe(
      `The message for the recipient can be at most ${GIFT_MESSAGE_MAX} characters.`,
    );
  });
});

describe('a product’s personalisation', () => {
  it('is checked with the product: a label, a limit from 1 to 60, known scripts; price and preview have defaults', () => {
    const p = product(1, { personalisation: { label: 'Name to engrave', max_length: 12 } as never });
    expect(p.personalisation).toEqual({
      label: 'Name to engrave',
      max_length: 12,
      scripts: 'both',
      required: false,
      price: '0.00',
      preview: 'plain',
    });
    const bad = (over: object) =>
      productSchema.safeParse({ ...product(1), personalisation: { label: 'Name', max_length: 12, ...over } }).error
        ?.issues[0]?.path;
    expect(bad({ max_length: 0 })).toEqual(['personalisation', 'max_length']);
    expect(bad({ max_length: 61 })).toEqual(['personalisation', 'max_length']);
    expect(bad({ scripts: 'greek' })).toEqual(['personalisation', 'scripts']);
    expect(bad({ price: '1,50' })).toEqual(['personalisation', 'price']);
    expect(bad({ label: '' })).toEqual(['personalisation', 'label']);
  });
});
