import { describe, expect, it } from 'vitest';
import { categorySlug, matchesBlogFilter } from '../../../src/lib/content/blog-filter';
import { neighbours, popularTags, postCategories, sortNewestFirst } from '../../../src/lib/content/blog';
import { parseSetupProgress, serializeSetupProgress } from '../../../src/lib/content/setup-progress';

const post = {
  title: 'The Lotus in Pharaonic Jewelry',
  excerpt: 'Why the blue lotus bloomed on collars',
  category: 'History & Heritage',
};

describe('journal filter', () => {
  it('matches text case-insensitively in the title or the excerpt', () => {
    expect(matchesBlogFilter(post, { text: 'LOTUS', category: null })).toBe(true);
    expect(matchesBlogFilter(post, { text: 'collars', category: null })).toBe(true);
    expect(matchesBlogFilter(post, { text: 'turquoise', category: null })).toBe(false);
    expect(matchesBlogFilter(post, { text: '   ', category: null })).toBe(true);
  });

  it('combines text with the category', () => {
    expect(matchesBlogFilter(post, { text: 'lotus', category: 'History & Heritage' })).toBe(true);
    expect(matchesBlogFilter(post, { text: 'lotus', category: 'Collections' })).toBe(false);
    expect(matchesBlogFilter(post, { text: '', category: 'Collections' })).toBe(false);
  });

  it('turns categories into URL segments', () => {
    expect(categorySlug('History & Heritage')).toBe('history-heritage');
    expect(categorySlug('Style & Trends')).toBe('style-trends');
    expect(categorySlug('Product Care')).toBe('product-care');
  });
});

describe('journal listing helpers', () => {
  const entries = [
    {
      id: 'a',
      data: { id: 1, date: new Date('2026-01-14'), category: 'History & Heritage', tags: ['Lotus', 'Symbolism'] },
    },
    { id: 'b', data: { id: 2, date: new Date('2026-03-01'), category: 'Product Care', tags: ['Silver', 'Lotus'] } },
    { id: 'c', data: { id: 3, date: new Date('2026-03-01'), category: 'History & Heritage', tags: ['Silver'] } },
  ];

  it('sorts newest first, the higher id first on the same day', () => {
    expect(sortNewestFirst(entries).map((e) => e.id)).toEqual(['c', 'b', 'a']);
  });

  it('lists each category once and the most used tags first', () => {
    expect(postCategories(sortNewestFirst(entries)).map((c) => c.name)).toEqual(['History & Heritage', 'Product Care']);
    expect(popularTags(entries)).toEqual(['Lotus', 'Silver', 'Symbolism']);
    expect(popularTags(entries, 1)).toEqual(['Lotus']);
  });

  it('finds the newer and older neighbours', () => {
    expect(neighbours(['c', 'b', 'a'], 0)).toEqual({ newer: null, older: 'b' });
    expect(neighbours(['c', 'b', 'a'], 1)).toEqual({ newer: 'c', older: 'a' });
    expect(neighbours(['c', 'b', 'a'], 2)).toEqual({ newer: 'b', older: null });
  });
});

describe('setup guide progress in localStorage', () => {
  it('reads a saved list of step numbers', () => {
    expect(parseSetupProgress(null, 5)).toEqual({ completed: [], corrupt: false });
    expect(parseSetupProgress('[3,1,3]', 5)).toEqual({ completed: [1, 3], corrupt: false });
    expect(serializeSetupProgress([3, 1, 3])).toBe('[1,3]');
  });

  it('discards anything else as corrupt', () => {
    for (const raw of ['', '{', '{"a":1}', '[0]', '[6]', '[1.5]', '["1"]', 'null', '"[1]"']) {
      expect(parseSetupProgress(raw, 5), raw).toEqual({ completed: [], corrupt: true });
    }
  });
});
