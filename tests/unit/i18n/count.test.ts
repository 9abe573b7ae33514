import { describe, expect, it } from 'vitest';
import { arabicCount } from '../../../src/lib/i18n/ar/count';

const characters = (n: number) => arabicCount(n, 'حرف واحد', 'حرفان', 'أحرف', 'حرفًا');

describe('a number of things in Arabic', () => {
  it('says one and two by the noun, three to ten with the plural, then the singular as the number asks', () => {
    expect([1, 2, 3, 10, 11, 99].map(characters)).toEqual([
      'حرف واحد',
      'حرفان',
      '3 أحرف',
      '10 أحرف',
      '11 حرفًا',
      '99 حرفًا',
    ]);
    // Hundreds and thousands, and a last one or two after them, take the singular without its ending.
    expect([100, 300, 1000, 101, 102, 103, 150].map(characters)).toEqual([
      '100 حرف',
      '300 حرف',
      '1000 حرف',
      '101 حرف',
      '102 حرف',
      '103 أحرف',
      '150 حرفًا',
    ]);
    // A noun whose singular has no such ending keeps it.
    expect(arabicCount(200, 'قطعة واحدة', 'قطعتان', 'قطع', 'قطعة')).toBe('200 قطعة');
  });
});
