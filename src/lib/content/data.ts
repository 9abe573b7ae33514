import type * as z from 'zod/mini';
import { CONTENT_MSG } from '../messages';

/**
 * Parses one file of content/data with its schema at build time. A bad edit fails the build
 * with the file and the field, e.g.
 * `content/data/faq.json: [2].questions[0].a must not be empty`.
 */
export function parseContentData<S extends z.ZodMiniType>(file: string, schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${fieldPath(issue.path) || '(root)'}: ${issue.message}`);
  throw new Error(`${file} does not match its schema:\n${problems.join('\n')}`);
}

/** The data files a shopper reads, each of which may have its Arabic beside it ({name}.ar.json). */
export const TRANSLATED_DATA = ['contact', 'faq', 'home', 'size-guide'] as const;

/**
 * Parses the Arabic of a data file (content/data/faq.ar.json beside faq.json) with the same schema,
 * and holds it to the English one's figures: the same number of entries in every list, the same
 * numbers, and the same text where the English is a figure, an email or a web address ("14-15",
 * "+20 2 2736 4455"), so a size chart or a phone number corrected in English cannot go on showing
 * the old one in Arabic. The words are the translator's; the figures are the English file's.
 */
export function parseTranslatedData<S extends z.ZodMiniType>(
  file: string,
  schema: S,
  raw: unknown,
  english: { file: string; data: unknown },
): z.output<S> {
  const data = parseContentData(file, schema, raw);
  const problems = figureDifferences(english.data, data);
  if (problems.length)
    throw new Error(
      `${file} does not agree with ${english.file}:\n${problems.map((p) => `  ${p}`).join('\n')}\n${CONTENT_MSG.translationFigures(english.file)}`,
    );
  return data;
}

/** Where `translated` has another count of entries or another number than `original`, by field. */
export function figureDifferences(original: unknown, translated: unknown, at: PropertyKey[] = []): string[] {
  if (Array.isArray(original) && Array.isArray(translated)) {
    if (original.length !== translated.length)
      return [`${fieldPath(at) || '(root)'}: ${CONTENT_MSG.entryCount(original.length, translated.length)}`];
    return original.flatMap((item, i) => figureDifferences(item, translated[i], [...at, i]));
  }
  if (typeof original === 'number' || (typeof original === 'string' && FIGURE_TEXT.test(original)))
    return original === translated ? [] : [`${fieldPath(at)}: ${CONTENT_MSG.figure(original, translated)}`];
  if (original && typeof original === 'object' && translated && typeof translated === 'object')
    return Object.entries(original).flatMap(([key, value]) =>
      figureDifferences(value, (translated as Record<string, unknown>)[key], [...at, key]),
    );
  return [];
}

/** Text that is a figure rather than words: digits and their signs, an email address, a web address. */
const FIGURE_TEXT = /^(?:[\d\s+\-–.,/½]*\d[\d\s+\-–.,/½]*|[^\s@]+@[^\s@]+|https?:\/\/\S+)$/;

function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
}
