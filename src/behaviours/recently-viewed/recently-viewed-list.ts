import { clearRecentlyViewed, type ViewedProduct } from '../../stores/recently-viewed';
import { formatMoney } from '../../lib/money';

/** The recently viewed section of a product page (./recently-viewed-element.ts): its heading, Clear All and cards. */
export function viewedSection(items: readonly ViewedProduct[]): HTMLElement {
  const section = document.createElement('section');
  section.className = 'recently-viewed';
  section.setAttribute('aria-labelledby', 'recently-viewed-title');
  const head = document.createElement('div');
  head.className = 'rv-head';
  const title = document.createElement('h2');
  title.id = 'recently-viewed-title';
  title.textContent = 'Recently Viewed';
  const clear = document.createElement('button');
  clear.type = 'button';
  clear.className = 'btn btn-ghost btn-sm';
  clear.textContent = 'Clear All';
  clear.addEventListener('click', clearRecentlyViewed);
  head.append(title, clear);
  const list = document.createElement('ul');
  list.className = 'rv-list';
  list.setAttribute('role', 'list');
  for (const p of items) list.append(card(p));
  section.append(head, list);
  return section;
}

function card(p: ViewedProduct): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'rv-item card';
  const link = document.createElement('a');
  link.href = `/product/${p.id}`;
  link.className = 'rv-link';
  if (p.image) {
    const img = document.createElement('img');
    Object.assign(img, { src: p.image, alt: p.alt, width: 240, height: 240, loading: 'lazy', decoding: 'async' });
    link.append(img);
  }
  const name = document.createElement('span');
  name.className = 'rv-name';
  name.textContent = p.name;
  link.append(name);
  const price = document.createElement('p');
  price.className = 'price-line';
  const now = document.createElement('span');
  now.className = 'price';
  now.textContent = formatMoney(p.price);
  if (p.on_sale) {
    const was = document.createElement('s');
    was.className = 'price-regular';
    was.textContent = formatMoney(p.regular_price);
    price.append(hidden('Sale price:'), now, ' ', hidden('Regular price:'), was);
  } else price.append(now);
  li.append(link, price);
  return li;
}

function hidden(text: string): HTMLSpanElement {
  const span = document.createElement('span');
  span.className = 'visually-hidden';
  span.textContent = text;
  return span;
}
