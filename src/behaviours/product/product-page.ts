import { recordView, type ViewedProduct } from '../../stores/recently-viewed';
import { withWords } from '../../lib/i18n/ready';

/**
 * Product-page behaviour that needs no React: remember the product as recently viewed, the
 * share button and the Size Guide link (which loads its dialog on the first click; without
 * JavaScript the link opens /size-guide). What a click does loads with that click. The wishlist
 * button is an island (src/islands/wishlist/WishlistButton.tsx).
 */
function readJson<T>(el: Element | null, attr: string): T | null {
  try {
    const raw = el?.getAttribute(attr);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

// Recently viewed: recorded on every visit, whether or not the list is scrolled to.
const viewed = readJson<ViewedProduct>(document.querySelector('[data-viewed]'), 'data-viewed');
if (viewed) recordView(viewed);

// Share: the Web Share API where the browser has it, else copy the link (./share.ts).
document.querySelector<HTMLButtonElement>('button[data-share]')?.addEventListener('click', () => {
  withWords(import('./share')).then(
    (m) => m.shareThisPage(),
    () => undefined,
  );
});

// Size guide: a dialog (drawer on phones), loaded on the first click.
document.addEventListener('click', async (event) => {
  const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-size-guide]');
  if (
    !link ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  event.preventDefault();
  try {
    const { openSizeGuide } = await import('../../islands/size-guide/mount');
    openSizeGuide(link.dataset.sizeGuide, link);
  } catch {
    location.href = link.href; // could not load: the page version still works
  }
});
