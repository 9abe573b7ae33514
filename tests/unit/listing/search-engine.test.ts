import { describe, expect, it } from 'vitest';
import { buildSearchIndex, search, type SearchDoc } from '../../../src/lib/search/engine';
import { editDistance, stem, words } from '../../../src/lib/search/text';

const docs: SearchDoc[] = [
  {
    name: 'Lapis Winged Scarab Earrings',
    category: 'Earrings',
    attributes: '18k Gold-Plated Sterling Silver Lapis Lazuli',
    tags: 'Pharaonic',
    description: 'Winged scarabs with lapis bodies.',
  },
  {
    name: 'Golden Lotus Necklace',
    category: 'Necklaces',
    attributes: 'Carnelian',
    tags: 'Gift',
    description: 'A lotus pendant.',
  },
  {
    name: 'Nile Pearl Ring',
    category: 'Rings',
    attributes: 'Sterling Silver Freshwater Pearl',
    tags: 'Bridal',
    description: 'Pairs with our pearl necklace.',
  },
  {
    name: 'Turquoise Lotus Ring',
    category: 'Rings',
    attributes: 'Sterling Silver Turquoise',
    tags: 'Gift',
    description: 'A lotus in turquoise.',
  },
  {
    name: 'Lotus Stud Earrings',
    category: 'Earrings',
    attributes: 'Turquoise',
    tags: 'Everyday',
    description: 'They match the Turquoise Lotus Ring.',
  },
];
const index = buildSearchIndex(docs);
const names = (q: string) => search(index, q)?.hits.map((h) => docs[h.doc]!.name) ?? null;

describe('search words', () => {
  it('reads plurals as their singular, and leaves words that only end in s alone', () => {
    expect(['rings', 'necklaces', 'boxes', 'accessories', 'lapis', 'glass', 'cuffs'].map(stem)).toEqual([
      'ring',
      'necklace',
      'box',
      'accessory',
      'lapis',
      'glass',
      'cuff',
    ]);
  });
  it('ignores case and accents, keeps Arabic', () => {
    expect(words('Café RÉPOUSSÉ — خاتم')).toEqual(['cafe', 'repousse', 'خاتم']);
  });
  it('counts a swap of two neighbouring letters as one typo', () => {
    expect(editDistance('nekclace', 'necklace')).toBe(1);
    expect(editDistance('scarb', 'scarab')).toBe(1);
    expect(editDistance('ring', 'gold', 1)).toBe(2);
  });
});

describe('search', () => {
  it('finds a piece through a typo and reports the word it read', () => {
    expect(names('nekclace')).toEqual(['Golden Lotus Necklace', 'Nile Pearl Ring']);
    expect(search(index, 'nekclace')?.corrections).toEqual([{ typed: 'nekclace', read: 'necklace' }]);
    expect(names('lapis scarb')).toEqual(['Lapis Winged Scarab Earrings']);
  });
  it('matches singular and plural alike', () => {
    expect(names('rings')).toEqual(names('ring'));
    expect(names('ring')).toContain('Nile Pearl Ring');
  });
  it('does not read "ring" inside "earrings"', () => {
    expect(names('ring')).not.toContain('Lapis Winged Scarab Earrings');
  });
  it('ranks a name match above a description match', () => {
    expect(names('ring')).toEqual(['Nile Pearl Ring', 'Turquoise Lotus Ring', 'Lotus Stud Earrings']);
  });
  it('searches category, attributes and tags too', () => {
    expect(names('freshwater')).toEqual(['Nile Pearl Ring']);
    expect(names('bridal')).toEqual(['Nile Pearl Ring']);
    expect(names('earrings turquoise')).toEqual(['Lotus Stud Earrings']);
  });
  it('matches the start of the word being typed', () => {
    expect(names('turq')).toEqual(['Turquoise Lotus Ring', 'Lotus Stud Earrings']);
  });
  it('needs every word to match, and ignores words like "with"', () => {
    expect(names('lotus ring')).toEqual(['Turquoise Lotus Ring', 'Lotus Stud Earrings']);
    expect(names('ring with pearl')).toEqual(['Nile Pearl Ring']);
    expect(names('zzzz')).toEqual([]);
  });
  it('has nothing to look for in punctuation alone', () => {
    expect(search(index, ' !? ')).toBeNull();
  });
});
