import { describe, expect, it } from 'vitest';
import { localeOfPath, localeOfTag, pathIn, unlocalizedPath } from '../../../src/lib/i18n/locales';
import { currentLocale, inLocale, setLocaleScope } from '../../../src/lib/i18n/current';
import { localized } from '../../../src/lib/i18n/localized';
import { registerArabic } from '../../../src/lib/i18n/registry';

describe('the languages of the addresses', () => {
  it('English at today’s addresses, Arabic under /ar/, the same page for the same piece', () => {
    expect(localeOfPath('/product/101')).toBe('en');
    expect(localeOfPath('/ar/product/101')).toBe('ar');
    expect(localeOfPath('/ar')).toBe('ar');
    // A path that only starts with the letters is English.
    expect(localeOfPath('/archive')).toBe('en');
    expect(pathIn('ar', '/product/101')).toBe('/ar/product/101');
    expect(pathIn('ar', '/')).toBe('/ar/');
    expect(pathIn('en', '/ar/faq')).toBe('/faq');
    expect(pathIn('en', '/ar')).toBe('/');
    expect(pathIn('ar', '/ar/faq')).toBe('/ar/faq');
    expect(unlocalizedPath('/ar/category/rings')).toBe('/category/rings');
  });

  it('reads a language tag as the shop’s language: any Arabic is Arabic', () => {
    expect(localeOfTag('ar-EG')).toBe('ar');
    expect(localeOfTag('ar')).toBe('ar');
    expect(localeOfTag('en-GB')).toBe('en');
    expect(localeOfTag('fr')).toBeNull();
    expect(localeOfTag(undefined)).toBeNull();
  });
});

describe('words in the language of the code reading them', () => {
  it('reads each word in the language of the moment, the English one where the Arabic has none', () => {
    let locale: 'en' | 'ar' | undefined;
    setLocaleScope({
      current: () => locale,
      run: (l, work) => {
        const before = locale;
        locale = l;
        try {
          return work();
        } finally {
          locale = before;
        }
      },
    });
    const EN = { hello: 'Hello', items: (n: number) => `${n} items` };
    const WORDS = localized('test-subject', EN);
    expect(WORDS.hello).toBe('Hello');
    registerArabic('test-subject', { hello: 'أهلًا', items: (n: number) => `${n} قطع` });
    expect(inLocale('ar', () => [WORDS.hello, WORDS.items(3)])).toEqual(['أهلًا', '3 قطع']);
    expect(currentLocale()).toBe('en');
    expect(WORDS.hello).toBe('Hello');
  });
});

describe('the language she chose last', () => {
  it('each page remembers its language; the front door opens in Arabic when that was hers', async () => {
    const { frontDoor, rememberLanguage } = await import('../../../src/server/i18n/remembered');
    expect(rememberLanguage('/ar/product/101')).toMatch(/^shop_locale=ar; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(rememberLanguage('/product/101')).toMatch(/^shop_locale=en;/);
    const typed = { fetchSite: 'none' };
    expect(frontDoor('/', 'a=1; shop_locale=ar', typed)).toBe('/ar/');
    expect(frontDoor('/', 'shop_locale=ar', {})).toBe('/ar/');
    expect(frontDoor('/', 'shop_locale=en', typed)).toBeNull();
    expect(frontDoor('/', undefined, typed)).toBeNull();
    // Only the front door: a shared link keeps its own language.
    expect(frontDoor('/product/101', 'shop_locale=ar', typed)).toBeNull();
    // The shop's own link to the English home (the switch) is followed, not sent back.
    expect(frontDoor('/', 'shop_locale=ar', { fetchSite: 'same-origin' })).toBeNull();
    expect(frontDoor('/', 'shop_locale=ar', { referer: 'https://shop.example/ar/' })).toBeNull();
  });
});
