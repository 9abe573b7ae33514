import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import ReviewList from '../../../src/islands/reviews/ReviewList';
import { escapeForTransport } from '../../../src/lib/text';

/** A hostile approved review, stored as the client sent it (transport-escaped), as the server returns it. */
const typed = `<script>window.__pwned = 1</script><img src=x onerror="alert('x')">`;
const review = { id: 1, product_id: 101, reviewer: escapeForTransport('<b>Eve</b>'), review: escapeForTransport(typed), rating: 4, date_created: '2026-05-12T10:00:00', verified: true };

describe('review list', () => {
  const html = renderToStaticMarkup(<ReviewList reviews={[review]} />);

  it('shows markup in a review as the words that were typed, never as elements', () => {
    expect(html).not.toMatch(/<script|<img|<b>/i);
    expect(html).toContain('&lt;script&gt;window.__pwned = 1&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    // Decoded once, not shown as entities the shopper never typed.
    expect(html).not.toContain('&amp;lt;');
  });

  it('shows the date as MMMM d, yyyy, the stars and the verified badge', () => {
    expect(html).toContain('May 12, 2026');
    expect(html).toContain('Rated 4 out of 5');
    expect(html).toContain('Verified buyer');
  });
});
