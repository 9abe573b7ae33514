import { localeOfTag } from './locales';

/**
 * An Arabic page's words arrive in one file of their own (./ar/index.ts), fetched once, by the
 * first of its code about to say something: an island before it renders (src/islands/shared/
 * use-words-ready.ts), a script before its first sentence. An English page and the server have
 * their words from the start and wait for nothing; an English page never fetches the Arabic.
 */
const arabicPage = (): boolean => localeOfTag(globalThis.document?.documentElement?.lang) === 'ar';

let loaded = false;
let loading: Promise<void> | null = null;

/** Whether the page's words are all in now. */
export const wordsAreReady = (): boolean => loaded || !arabicPage();

/** Resolves once the page's words are all in (the same promise every time). */
export function wordsReady(): Promise<void> {
  if (wordsAreReady()) return Promise.resolve();
  loading ??= import('./ar/index').then(() => {
    loaded = true;
  });
  return loading;
}
