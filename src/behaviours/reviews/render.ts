import { formatLongDate } from '../../lib/dates';
import { formatRating, stars, STAR_PATH } from '../../lib/rating';
import type { Review } from '../../lib/schemas/review';
import { PAGE_MSG as MSG } from '../../lib/page-messages';
import { el } from '../site/dom';

/** A star's fill for each kind: a half star is a full one at half strength. */
const FILL = {
  full: 'fill="currentColor"',
  half: 'fill="currentColor" fill-opacity="0.5"',
  empty: 'fill="none"',
} as const;

/** Five stars for a rating, with half stars, read out as one image. */
export function starRow(rating: number, label = `Rated ${rating} out of 5`): HTMLSpanElement {
  const row = el('span', 'review-stars');
  row.setAttribute('role', 'img');
  row.setAttribute('aria-label', label);
  // The shop's own markup, no shopper's text: written as HTML, five SVGs in one go.
  row.innerHTML = stars(rating)
    .map(
      (s) =>
        `<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path d="${STAR_PATH}" ${FILL[s]} stroke="currentColor" stroke-width="1.5"/></svg>`,
    )
    .join('');
  return row;
}

/** The approved reviews: reviewer, stars, date ('MMMM d, yyyy'), verified badge and the text. */
export function reviewList(reviews: readonly Review[]): HTMLUListElement {
  const list = el('ul', 'review-list');
  list.setAttribute('role', 'list');
  for (const r of reviews) {
    const item = el('li', 'review');
    const head = el('div', 'review-head');
    head.append(el('strong', 'review-author', r.reviewer));
    if (r.verified) head.append(el('span', 'badge badge-success', MSG.verifiedBuyer));
    const meta = el('div', 'review-meta');
    const time = el('time', undefined, formatLongDate(r.date_created));
    time.dateTime = r.date_created;
    meta.append(starRow(r.rating), time);
    item.append(head, meta, el('p', 'review-text', r.review));
    list.append(item);
  }
  return list;
}

/** The stars and count beside the product's name, from the store's approved reviews. */
export function showRating(el: Element, average: number | string, count: number): void {
  const shown = formatRating(average);
  const text = el.ownerDocument.createElement('span');
  text.className = 'rating-count';
  text.textContent = `(${count} ${count === 1 ? 'review' : 'reviews'})`;
  el.replaceChildren(starRow(Number(shown), `Rated ${shown} out of 5`), text);
}
