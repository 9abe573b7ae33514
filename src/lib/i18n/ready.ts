import { localeOfTag } from './locales';
import { arabicOf, registerArabic, spokenSubjects } from './registry';

/**
 * An Arabic page's words arrive as it needs them: before the first of its code about to say
 * something (an island before it renders, src/islands/shared/use-words-ready.ts; a script before
 * its first sentence), the Arabic of every subject its loaded code speaks is fetched, each subject
 * a file of its own (./ar/tables.ts). Code loaded later (a dialog, the checkout's next step) asks
 * again and fetches only its new subjects. An English page and the server have their words from
 * the start and wait for nothing; an English page never fetches the Arabic.
 */
const arabicPage = (): boolean => localeOfTag(globalThis.document?.documentElement?.lang) === 'ar';

/** Subjects asked for already: loaded, or with no Arabic table (they read in English). */
const settled = new Set<string>();
let loading: Promise<void> | null = null;

const missing = (): string[] => [...spokenSubjects()].filter((s) => !settled.has(s) && !arabicOf(s));

/** Whether the page's words are all in now. */
export const wordsAreReady = (): boolean => !arabicPage() || missing().length === 0;

/** Resolves once the words of every subject the page's code speaks are in (one promise while they load). */
export function wordsReady(): Promise<void> {
  if (wordsAreReady()) return Promise.resolve();
  loading ??= import('./ar/tables')
    .then(({ ARABIC_TABLES }) =>
      Promise.all(
        missing().map(async (subject) => {
          const load = ARABIC_TABLES[subject];
          if (load) registerArabic(subject, await load());
          settled.add(subject);
        }),
      ),
    )
    .then(
      () => {
        loading = null;
      },
      (err: unknown) => {
        // Not loaded (offline): the next call tries again.
        loading = null;
        throw err;
      },
    );
  return loading;
}

/** A module loaded on demand, handed over once the words of what it speaks are in. */
export const withWords = <T>(module: Promise<T>): Promise<T> =>
  module.then(async (loaded) => {
    await wordsReady();
    return loaded;
  });
