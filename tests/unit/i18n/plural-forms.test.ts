import { describe, expect, it } from 'vitest';
import { pluralForms, sayCount } from '../../../src/lib/i18n/plural-forms';
import { CART_WORDS } from '../../../src/lib/cart-messages';
import CART_AR from '../../../src/lib/i18n/ar/cart-messages';

describe("the header's cart count, said by a script that carries no words", () => {
  it('counts in Arabic as the Arabic words do, for every number', () => {
    const forms = pluralForms('ar-EG', CART_AR.cartItems);
    for (const n of [0, 1, 2, 3, 7, 10, 11, 25, 99, 100, 102])
      expect(sayCount(forms, 'ar-EG', n)).toBe(CART_AR.cartItems(n));
  });

  it('counts in English as the English words do', () => {
    const forms = pluralForms('en', CART_WORDS.cartItems);
    for (const n of [0, 1, 2, 5, 100]) expect(sayCount(forms, 'en', n)).toBe(CART_WORDS.cartItems(n));
  });
});
