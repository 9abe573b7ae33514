import { describe, expect, it } from 'vitest';
import { ARABIC } from '../../../src/lib/i18n/ar/index';
import { CART_WORDS } from '../../../src/lib/cart-messages';
import { PAGE_WORDS } from '../../../src/lib/page-messages';
import { ADDRESS_WORDS } from '../../../src/lib/address-messages';
import { WHATSAPP_WORDS } from '../../../src/lib/whatsapp-messages';

/** Each subject's English words, beside the Arabic ones src/lib/i18n/ar/index.ts registers. */
const ENGLISH: Record<keyof typeof ARABIC, object> = {
  address: ADDRESS_WORDS,
  cart: CART_WORDS,
  page: PAGE_WORDS,
  whatsapp: WHATSAPP_WORDS,
};

/** Every key of a table, nested ones as a path ("cartColumns.product"), with what it is. */
function shape(table: object, at = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? shape(value, `${at}${key}.`)
      : [`${at}${key}: ${typeof value === 'function' ? `function/${(value as () => string).length}` : typeof value}`],
  );
}

describe('the words of each language', () => {
  it.each(Object.keys(ARABIC) as (keyof typeof ARABIC)[])(
    '%s: every English word has its Arabic, and nothing more, of the same kind',
    (subject) => {
      expect(shape(ARABIC[subject]).sort()).toEqual(shape(ENGLISH[subject]).sort());
    },
  );

  it('no Arabic word is left in English', () => {
    const english = (table: object): string[] =>
      Object.values(table).flatMap((v) =>
        typeof v === 'string' ? [v] : typeof v === 'object' && v !== null ? english(v) : [],
      );
    for (const subject of Object.keys(ARABIC) as (keyof typeof ARABIC)[]) {
      const latinOnly = english(ARABIC[subject]).filter((w) => /[A-Za-z]{3}/.test(w) && !/[\u0600-\u06FF]/.test(w));
      expect(latinOnly, subject).toEqual([]);
    }
  });
});
