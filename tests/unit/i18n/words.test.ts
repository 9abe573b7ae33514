import { describe, expect, it } from 'vitest';
import { ARABIC as SCRIPT_ARABIC } from '../../../src/lib/i18n/ar/index';
import { ARABIC_IN_HTML } from '../../../src/lib/i18n/ar/in-html';
import { ACCOUNT_WORDS } from '../../../src/lib/account-messages';
import { CART_WORDS } from '../../../src/lib/cart-messages';
import { ISLAND_WORDS } from '../../../src/lib/island-messages';
import { ORDER_WORDS } from '../../../src/lib/order-messages';
import { PAGE_WORDS } from '../../../src/lib/page-messages';
import { EDITORIAL_WORDS } from '../../../src/lib/editorial-messages';
import { SIZE_GUIDE_WORDS } from '../../../src/lib/size-guide-messages';
import { CHROME_WORDS } from '../../../src/lib/chrome-messages';
import { LISTING_WORDS } from '../../../src/lib/listing-messages';
import { SCREEN_WORDS } from '../../../src/lib/screen-messages';

/** The Arabic of every subject: those the browser fetches for its scripts, and those only the pages' HTML carries. */
const ARABIC = { ...SCRIPT_ARABIC, ...ARABIC_IN_HTML };

/** Each subject's English words, beside the Arabic ones src/lib/i18n/ar/index.ts and in-html.ts register. */
const ENGLISH: Record<keyof typeof ARABIC, object> = {
  account: ACCOUNT_WORDS,
  cart: CART_WORDS,
  editorial: EDITORIAL_WORDS,
  island: ISLAND_WORDS,
  order: ORDER_WORDS,
  page: PAGE_WORDS,
  sizeGuide: SIZE_GUIDE_WORDS,
  chrome: CHROME_WORDS,
  listing: LISTING_WORDS,
  screen: SCREEN_WORDS,
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
