// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { reviewList, starRow } from '../../../src/behaviours/reviews/render';

/** A hostile approved review, stored exactly as typed, as the server returns it. */
const typed = `<script>window.__pwned = 1</script><img src=x onerror="alert('x')"> It's 5 & 6 &amp; more`;
const review = {
  id: 1,
  product_id: 101,
  reviewer: '<b>Eve</b>',
  review: typed,
  rating: 4,
  date_created: '2026-05-12T10:00:00',
  verified: true,
};

describe('review list', () => {
  const list = reviewList([review]);

  it('shows markup in a review as the words that were typed, never as elements', () => {
    expect(list.querySelector('script, img, b')).toBeNull();
    expect(list.querySelector('.review-text')?.textContent).toBe(typed);
    expect(list.querySelector('.review-author')?.textContent).toBe('<b>Eve</b>');
  });

  it('shows the date as MMMM d, yyyy, the stars and the verified badge', () => {
    expect(list.querySelector('time')?.textContent).toBe('May 12, 2026');
    expect(list.querySelector('[role=img]')?.getAttribute('aria-label')).toBe('Rated 4 out of 5');
    expect(list.textContent).toContain('Verified buyer');
  });

  it('draws half stars', () => {
    const paths = [...starRow(3.5).querySelectorAll('path')];
    expect(paths.map((p) => p.getAttribute('fill'))).toEqual([
      'currentColor',
      'currentColor',
      'currentColor',
      'currentColor',
      'none',
    ]);
    expect(paths[3]!.getAttribute('fill-opacity')).toBe('0.5');
  });
});
