import { describe, expect, it } from 'vitest';
import { ownLanguageFirst, sortNewestFirst } from '../../../src/lib/content/blog';

/** The journal in two languages: each reader sees the posts of her language first. */
const post = (id: number, date: string, language: 'en' | 'ar') => ({
  id: `p${id}`,
  data: { id, date: new Date(date), language },
});
const posts = sortNewestFirst([
  post(1, '2026-01-14', 'en'),
  post(2, '2026-07-20', 'ar'),
  post(3, '2026-06-18', 'en'),
  post(4, '2026-03-15', 'ar'),
  post(5, '2026-05-12', 'en'),
]);
const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);

describe('the journal order by language', () => {
  it('the Arabic journal lists the Arabic posts first, newest first, then the English ones', () => {
    expect(ids(ownLanguageFirst(posts, 'ar'))).toEqual(['p2', 'p4', 'p3', 'p5', 'p1']);
  });

  it('the English journal lists the English posts first, even when an Arabic one is newer', () => {
    expect(ids(ownLanguageFirst(posts, 'en'))).toEqual(['p3', 'p5', 'p1', 'p2', 'p4']);
  });

  it('keeps every post', () => {
    expect(ownLanguageFirst(posts, 'ar')).toHaveLength(posts.length);
  });
});
