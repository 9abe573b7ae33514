import { getCollection, type CollectionEntry } from 'astro:content';
import { categorySlug } from './blog-filter';
import type { Locale } from '../i18n/locales';

/** Journal reads for pages at build time: published posts, newest first. */
export type PostEntry = CollectionEntry<'blog'>;

export async function publishedPosts(): Promise<PostEntry[]> {
  const entries = await getCollection('blog', (e) => !e.data.draft);
  return sortNewestFirst(entries);
}

/** Newest first; the same date falls back to the higher id so the order never depends on file order. */
export function sortNewestFirst<T extends { data: { date: Date; id: number } }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || b.data.id - a.data.id);
}

/**
 * The journal as a reader of `locale` sees it: the posts written in her language first, then the
 * others, each group newest first (the list must already be newest first).
 */
export function ownLanguageFirst<T extends { data: { language: Locale } }>(posts: readonly T[], locale: Locale): T[] {
  return [...posts.filter((p) => p.data.language === locale), ...posts.filter((p) => p.data.language !== locale)];
}

/** The distinct categories present, in the order they first appear in the list. */
export function postCategories(posts: readonly { data: { category: string } }[]): { name: string; slug: string }[] {
  const names = [...new Set(posts.map((p) => p.data.category))];
  return names.map((name) => ({ name, slug: categorySlug(name) }));
}

/** Tags by how many posts carry them (ties alphabetical), at most `limit`. */
export function popularTags(posts: readonly { data: { tags: string[] } }[], limit = 10): string[] {
  const counts = new Map<string, number>();
  for (const p of posts) for (const t of p.data.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([t]) => t);
}

/** In a newest-first list: `newer` is the next post in time, `older` the previous one. */
export function neighbours<T>(posts: readonly T[], index: number): { newer: T | null; older: T | null } {
  return { newer: index > 0 ? posts[index - 1]! : null, older: index < posts.length - 1 ? posts[index + 1]! : null };
}
