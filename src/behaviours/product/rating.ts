import { formatRating, stars, STAR_LEFT_HALF_PATH, STAR_PATH } from '../../lib/rating';
import { PAGE_MSG } from '../../lib/page-messages';

/**
 * The stars and count beside a product's name, drawn again from the store's approved reviews once
 * the page is idle (../cart/live-stock.ts): the build's may be older than the latest review. The
 * same markup and words as Stars.astro draws at build time.
 */
const SVG = 'http://www.w3.org/2000/svg';

function star(kind: 'full' | 'half' | 'empty'): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '16');
  svg.setAttribute('height', '16');
  svg.setAttribute('aria-hidden', 'true');
  const path = (d: string, fill: string) => {
    const p = document.createElementNS(SVG, 'path');
    p.setAttribute('d', d);
    p.setAttribute('fill', fill);
    return p;
  };
  if (kind === 'half') svg.append(path(STAR_LEFT_HALF_PATH, 'currentColor'));
  const outline = path(STAR_PATH, kind === 'full' ? 'currentColor' : 'none');
  outline.setAttribute('stroke', 'currentColor');
  outline.setAttribute('stroke-width', '1.5');
  svg.append(outline);
  return svg;
}

export function showRating(el: Element, average: number | string, count: number): void {
  const shown = formatRating(average);
  const row = document.createElement('span');
  row.className = 'review-stars';
  row.setAttribute('role', 'img');
  row.setAttribute('aria-label', PAGE_MSG.ratedOutOfFive(shown));
  row.append(...stars(shown).map(star));
  const text = document.createElement('span');
  text.className = 'rating-count';
  text.textContent = PAGE_MSG.reviewCount(count);
  el.replaceChildren(row, text);
}
