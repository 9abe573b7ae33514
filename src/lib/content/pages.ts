import { getEntry, render } from 'astro:content';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales';
import { CONTENT_MSG } from '../messages';
import { figureDifferences } from './data';

/**
 * One content page of content/pages with its rendered body, in the language of the page being
 * built: content/pages/ar/{id}.mdx for Arabic, the English content/pages/{id}.mdx where there is
 * no translation yet (the build's report lists those). A missing English file fails the build by
 * name, and so does a translation whose figures (the shipping table's prices, the number of
 * privacy purposes) differ from the English page's. `locale` is the language of the text returned.
 */
export async function contentPage(id: string, pageLocale: string | undefined = DEFAULT_LOCALE) {
  const wanted: Locale = isLocale(pageLocale) ? pageLocale : DEFAULT_LOCALE;
  const english = await getEntry('pages', id);
  if (!english) throw new Error(`content/pages/${id}.mdx is missing: the route src/pages/${id}.astro renders it.`);
  const translated = wanted === DEFAULT_LOCALE ? undefined : await getEntry('pages', `${wanted}/${id}`);
  if (translated) {
    const problems = figureDifferences(english.data, translated.data);
    const file = (entry: { filePath?: string }, fallback: string) => entry.filePath ?? fallback;
    const englishFile = file(english, `content/pages/${id}.mdx`);
    if (problems.length)
      throw new Error(
        `${file(translated, `content/pages/${wanted}/${id}.mdx`)} does not agree with ${englishFile}:\n${problems.map((p) => `  ${p}`).join('\n')}\n${CONTENT_MSG.translationFigures(englishFile)}`,
      );
  }
  const entry = translated ?? english;
  const { Content } = await render(entry);
  return { data: entry.data, Content, locale: translated ? wanted : DEFAULT_LOCALE };
}
