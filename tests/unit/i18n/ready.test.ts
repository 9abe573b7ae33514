// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { ARABIC } from '../../../src/lib/i18n/ar/index';
import { ARABIC_TABLES } from '../../../src/lib/i18n/ar/tables';

describe("an Arabic page's words", () => {
  beforeEach(() => {
    document.documentElement.lang = 'ar-EG';
  });

  it('are fetched for the subjects its code speaks, and no others', async () => {
    // Fresh modules: the registry starts empty, as on a page that just loaded.
    const { vi } = await import('vitest');
    vi.resetModules();
    const registry = await import('../../../src/lib/i18n/registry');
    const { wordsAreReady, wordsReady } = await import('../../../src/lib/i18n/ready');
    const { CART_MSG } = await import('../../../src/lib/cart-messages');
    expect(wordsAreReady()).toBe(false);
    await wordsReady();
    expect(wordsAreReady()).toBe(true);
    expect(CART_MSG.checkout).toBe(ARABIC.cart.checkout);
    expect(CART_MSG.checkout).not.toBe('Checkout');
    // The account's words were never spoken here: not fetched.
    expect(registry.arabicOf('account')).toBeUndefined();
    // Code loaded later asks again and gets its own.
    const { ACCOUNT_MSG } = await import('../../../src/lib/account-messages');
    expect(wordsAreReady()).toBe(false);
    await wordsReady();
    expect(registry.arabicOf('account')).toBeDefined();
    expect(ACCOUNT_MSG.myAccount).toBe(ARABIC.account.myAccount);
  });

  it('an English page fetches none', async () => {
    document.documentElement.lang = 'en';
    const { vi } = await import('vitest');
    vi.resetModules();
    const registry = await import('../../../src/lib/i18n/registry');
    const { wordsAreReady, wordsReady } = await import('../../../src/lib/i18n/ready');
    await import('../../../src/lib/cart-messages');
    expect(wordsAreReady()).toBe(true);
    await wordsReady();
    expect(registry.arabicOf('cart')).toBeUndefined();
  });
});

describe('the Arabic tables', () => {
  it('the browser can fetch each subject the server has, one by one', () => {
    expect(Object.keys(ARABIC_TABLES).sort()).toEqual(Object.keys(ARABIC).sort());
  });
});
