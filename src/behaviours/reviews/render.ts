import { formatLongDate } from '../../lib/dates';
import { formatRating, stars, STAR_PATH } from '../../lib/rating';
import type { Review } from '../../lib/schemas/review';
import { PAGE_MSG as MSG } from '../../lib/page-messages';
import { el } from '../site/dom';

const SVG = 'http://www.w3.org/2000/svg';

/** Five stars for a rating, with half stars, read out as one image. */
export function starRow(rating: number, label = `Rated ${rating} out of 5`): HTMLSpanElement {
  const row = el('span', 'review-stars');
  row.setAttribute('role', 'img');
  row.setAttribute('aria-label', label);
  for (const s of stars(rating)) {
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('width', '16');
    svg.setAttribute('height', '16');
    svg.setAttribute('aria-hidden', 'true');
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', STAR_PATH);
    path.setAttribute('fill', s === 'empty' ? 'none' : 'currentColor');
    if (s === 'half') path.setAttribute('fill-opacity', '0.5');
    path.setAttribute('stroke', 'currentColor');
    path.setAttribute('stroke-width', '1.5');
    svg.append(path);
    row.append(svg);
  }
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
