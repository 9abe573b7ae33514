import { currentLocale } from './current';
import { arabicOf, noteSpoken } from './registry';

/**
 * A table of words in another language: the same keys as the English one, each a sentence or a
 * function of the same arguments. TypeScript holds every Arabic table to its English one; a key
 * missing in either fails the build (and tests/unit/i18n/words.test.ts says which).
 */
export type Words<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : Words<T[K]>;
};

/**
 * The words of one subject in the language the running code speaks (./current.ts): the English
 * table, read through the subject's Arabic one when the code speaks Arabic (./registry.ts). Read a
 * word when it is needed (CART_MSG.checkout), never a copy made ahead: a spread or a word kept at
 * a module's start would keep the language of that moment.
 */
export function localized<T extends object>(subject: string, english: T): T {
  noteSpoken(subject);
  return new Proxy(english, {
    get(en, key) {
      const arabic = currentLocale() === 'ar' ? arabicOf(subject) : undefined;
      return Reflect.get(arabic && key in arabic ? arabic : en, key);
    },
  });
}
