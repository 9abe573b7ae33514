import { describe, expect, it } from 'vitest';
import { sanitizeBody, unescapeTransport } from '../../../src/lib/api/sanitize';

describe('transport escaping round trip', () => {
  it.each([
    '<script>alert(1)</script>',
    'She said "beautiful" & it\'s <true>',
    'Tom & Jerry',
    '5 > 3 < 4',
    'plain words',
    '',
  ])('the shopper sees exactly what was typed: %j', (typed) => {
    const sent = sanitizeBody({ review: typed }).review;
    expect(sent).not.toMatch(/[<>"']/);
    expect(unescapeTransport(sent)).toBe(typed);
  });

  it('escapes a script tag into harmless entities on the way out', () => {
    expect(sanitizeBody({ review: '<script>alert(1)</script>' })).toEqual({ review: '&lt;script&gt;alert(1)&lt;/script&gt;' });
  });

  it('decodes one level only', () => {
    expect(unescapeTransport('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('leaves numbers, booleans, null and raw fields at any depth alone', () => {
    const input = { a: 1, b: false, c: null, d: [1, '<'], e: { password: '<x>', f: '<y>' } };
    expect(sanitizeBody(input, ['password'])).toEqual({ a: 1, b: false, c: null, d: [1, '&lt;'], e: { password: '<x>', f: '&lt;y&gt;' } });
  });
});
