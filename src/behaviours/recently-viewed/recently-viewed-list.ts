import { clearRecentlyViewed, showViews, type ViewedProduct } from '../../stores/recently-viewed';
import { storedAs } from '../../lib/api/answer-check';
import { viewedProductSchema } from '../../lib/api/answer-schemas/viewed-product';
import { formatMoney } from '../../lib/money';
import { PAGE_MSG } from '../../lib/page-messages';
import { localHref } from '../../lib/i18n/paths';
import { el } from '../site/dom';

/** The stored list, each entry checked with the schema of a viewed product (one written by another version is dropped). */
export const readViews = (): ViewedProduct[] => showViews(storedAs<ViewedProduct>(viewedProductSchema));

/**
 * The recently viewed section of a product page (./recently-viewed-element.ts): its heading, Clear
 * All and cards. Its two words come with the page, in its language (the element's data-title and
 * data-clear); the cards say theirs as the page's price lines do.
 */
export function viewedSection(items: readonly ViewedProduct[], words: { title: string; clear: string }): HTMLElement {
  const section = el('section', 'recently-viewed');
  section.setAttribute('aria-labelledby', 'recently-viewed-title');
  const head = el('div', 'rv-head');
  const title = el('h2', undefined, words.title);
  title.id = 'recently-viewed-title';
  const clear = el('button', 'btn btn-ghost btn-sm', words.clear);
  clear.type = 'button';
  clear.addEventListener('click', clearRecentlyViewed);
  head.append(title, clear);
  const list = el('ul', 'rv-list');
  list.setAttribute('role', 'list');
  for (const p of items) list.append(card(p));
  section.append(head, list);
  return section;
}

function card(p: ViewedProduct): HTMLLIElement {
  const link = el('a', 'rv-link');
  link.href = localHref(`/product/${p.id}`);
  if (p.image)
    link.append(
      Object.assign(el('img'), {
        src: p.image,
        alt: p.alt,
        width: 240,
        height: 240,
        loading: 'lazy',
        decoding: 'async',
      }),
    );
  link.append(el('span', 'rv-name', p.name));
  const price = el('p', 'price-line');
  const now = el('span', 'price', formatMoney(p.price));
  if (p.on_sale)
    price.append(
      el('span', 'visually-hidden', PAGE_MSG.salePrice),
      now,
      ' ',
      el('span', 'visually-hidden', PAGE_MSG.regularPrice),
      el('s', 'price-regular', formatMoney(p.regular_price)),
    );
  else price.append(now);
  const li = el('li', 'rv-item card');
  li.append(link, price);
  return li;
}
