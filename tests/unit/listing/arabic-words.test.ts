import { describe, expect, it } from 'vitest';
import { normalize, stem, words } from '../../../src/lib/search/text';

/** The rules search reads Arabic by, the same for the catalogue's words and what a shopper types. */
describe('Arabic as search reads it', () => {
  it('reads the hamza forms of alef as alef', () => {
    expect(normalize('أ إ آ ٱ')).toBe('ا ا ا ا');
    expect(words('أسورة إسورة')).toEqual(['اسوره', 'اسوره']);
  });
  it('reads taa marbuta as haa and alef maqsura as yaa', () => {
    expect(normalize('قلادة')).toBe('قلاده');
    expect(normalize('على')).toBe('علي');
  });
  it('drops every diacritic: the tashkeel and the superscript alef', () => {
    const tashkeel = Array.from({ length: 0x0652 - 0x064b + 1 }, (_, i) => String.fromCharCode(0x064b + i));
    expect(tashkeel).toHaveLength(8);
    for (const mark of tashkeel) expect(normalize(`ب${mark}ن`), mark.codePointAt(0)!.toString(16)).toBe('بن');
    expect(normalize('هٰذا')).toBe('هذا');
  });
  it('drops the tatweel that stretches a word', () => {
    expect(normalize('خاتــــم')).toBe('خاتم');
  });
  it('reads Arabic-Indic and Persian digits as 0-9', () => {
    expect(normalize('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalize('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(words('مقاس ٧')).toEqual(['مقاس', '7']);
  });
  it('keeps folding Latin case and accents', () => {
    expect(words('Café RÉPOUSSÉ')).toEqual(['cafe', 'repousse']);
  });
  it('reads the three ways of writing خاتم as one word', () => {
    expect(words('خاتم')).toEqual(['خاتم']);
    expect(words('خَاتَم')).toEqual(['خاتم']);
    expect(words('خاتـم')).toEqual(['خاتم']);
  });
  it('reads a word with the definite article as the word', () => {
    expect(['الفيروز', 'بالذهب', 'والفضه', 'للعروس', 'فيروز'].map(stem)).toEqual([
      'فيروز',
      'ذهب',
      'فضه',
      'عروس',
      'فيروز',
    ]);
    // Nothing left after it: the article is the word.
    expect(stem('ال')).toBe('ال');
  });
});
