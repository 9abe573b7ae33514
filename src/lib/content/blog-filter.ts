/**
 * The journal's filter rule, shared by the build and the browser's filter:
 * text matches the title or the excerpt case-insensitively, and a chosen category must match
 * exactly; both apply together. No zod here: the browser imports this file.
 */
export interface FilterablePost {
  title: string;
  excerpt: string;
  category: string;
}

export interface BlogFilter {
  /** What the shopper typed; blank means no text filter. */
  text: string;
  /** The chosen category, or null for 'All Categories'. */
  category: string | null;
}

export function matchesBlogFilter(post: FilterablePost, filter: BlogFilter): boolean {
  const needle = filter.text.trim().toLowerCase();
  if (filter.category && post.category !== filter.category) return false;
  if (!needle) return true;
  return post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle);
}

/** URL segment of a category: 'History & Heritage' -> 'history-heritage'. */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
