import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Loader } from 'astro/loaders';
import { CONTENT_MSG } from '../lib/messages';
import { TRANSLATED_DATA } from '../lib/content/data';
import { LOCALES, DEFAULT_LOCALE } from '../lib/i18n/locales';

/**
 * Which of the shopper's content has its translations. The editors' English is the original:
 * content/pages/{page}.mdx and content/data/{name}.json (the data files of TRANSLATED_DATA); a
 * translation sits beside it, content/pages/ar/{page}.mdx and content/data/{name}.ar.json. The
 * pages show the English where a translation is missing, and the build's report lists what is
 * missing (integrations/catalogue-report.mjs, /wordpress-setup). A translation with no original,
 * a misspelt name that no page would ever show, fails the build naming the file.
 */
const TRANSLATIONS = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** One English file and the languages it has no translation in. */
export interface Untranslated {
  /** As the editor knows it, e.g. content/pages/about-us.mdx. */
  file: string;
  /** Where its translation belongs, e.g. content/pages/ar/about-us.mdx. */
  missing: string[];
}

const list = (dir: string, suffix: string) =>
  existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(suffix)) : [];

/** The English pages and data files of `root` (the content folder), each with its translations' paths. */
function originals(root: string) {
  const pages = list(path.join(root, 'pages'), '.mdx').map((f) => ({
    file: path.join(root, 'pages', f),
    translations: TRANSLATIONS.map((l) => path.join(root, 'pages', l, f)),
  }));
  const data = TRANSLATED_DATA.filter((name) => existsSync(path.join(root, 'data', `${name}.json`))).map((name) => ({
    file: path.join(root, 'data', `${name}.json`),
    translations: TRANSLATIONS.map((l) => path.join(root, 'data', `${name}.${l}.json`)),
  }));
  return [...pages, ...data];
}

/** The shopper's English content with no translation in some language, in the order of the folders. */
export function untranslatedContent(root = 'content'): Untranslated[] {
  return originals(root)
    .map(({ file, translations }) => ({ file, missing: translations.filter((t) => !existsSync(t)) }))
    .filter((u) => u.missing.length > 0);
}

/** Translations that no English page or data file stands beside: each a line naming the file. */
export function orphanTranslations(root = 'content'): string[] {
  const expected = new Set(originals(root).flatMap((o) => o.translations));
  const found = TRANSLATIONS.flatMap((l) => [
    ...list(path.join(root, 'pages', l), '.mdx').map((f) => path.join(root, 'pages', l, f)),
    ...list(path.join(root, 'data'), `.${l}.json`).map((f) => path.join(root, 'data', f)),
  ]);
  return found.filter((f) => !expected.has(f)).map((f) => `${f}: ${CONTENT_MSG.orphanTranslation(f, TRANSLATED_DATA)}`);
}

/** The content pages' loader, with the translations checked for their originals first. */
export function checkedPagesLoader(loader: Loader, root = 'content'): Loader {
  return {
    ...loader,
    async load(context) {
      const orphans = orphanTranslations(root);
      if (orphans.length) throw new Error(`${CONTENT_MSG.orphansFound}\n${orphans.map((o) => `  ${o}`).join('\n')}`);
      return loader.load(context);
    },
  };
}
