import type { WishlistProduct } from '../../stores/wishlist-changes';
import { recordView, type ViewedProduct } from '../../stores/recently-viewed';
import { PAGE_MSG as MSG } from '../../lib/page-messages';
import { SESSION_KEY } from '../../lib/auth';
import { WISHLIST_KEY } from '../../lib/constants';
import { readText } from '../../lib/storage';

/**
 * Product-page behaviour that needs no React: remember the product as recently viewed, the
 * wishlist toggle, the share button and the Size Guide link (which loads its dialog on the
 * first click; without JavaScript the link opens /size-guide). What a click does (a wishlist
 * change, sharing) loads with that click: a page only looked at reads the wishlist and no more.
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

// Wishlist toggle: 'Add to Wishlist' / 'In Wishlist'.
const wishButton = document.querySelector<HTMLButtonElement>('button[data-wishlist-toggle]');
const wishProduct = readJson<WishlistProduct>(wishButton, 'data-wishlist-toggle');
if (wishButton && wishProduct) {
  const label = wishButton.querySelector<HTMLElement>('[data-label]') ?? wishButton;
  const paint = (items: readonly { product_id: number }[]) => {
    const on = items.some((i) => i.product_id === wishProduct.id);
    // The label itself says the state ('In Wishlist'), so no aria-pressed on top of it.
    wishButton.toggleAttribute('data-on', on);
    label.textContent = on ? MSG.inWishlist : MSG.addToWishlist;
  };
  let store: Promise<typeof import('../../stores/wishlist')> | undefined;
  const watch = () =>
    (store ??= import('../../stores/wishlist').then((w) => {
      w.$wishlist.subscribe(paint);
      return w;
    }));
  // Her list is read once idle if she may have one: signed in (a customer's list is hers on any
  // device), or a list this browser keeps a copy of. Anyone else has none, and the page loads no
  // wishlist code until she adds to one.
  if (readText(SESSION_KEY) !== null || readText(WISHLIST_KEY) !== null) {
    const load = () =>
      void watch().then(
        (w) => w.loadWishlist(),
        () => undefined,
      );
    if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 4000 });
    else setTimeout(load, 300);
  }
  wishButton.addEventListener('click', async () => {
    if (wishButton.getAttribute('aria-busy') === 'true') return;
    wishButton.setAttribute('aria-busy', 'true');
    try {
      await watch();
      await (await import('../../stores/wishlist-changes')).toggleWishlist(wishProduct);
    } catch {
      // Offline before the code loaded: the button stays as it was.
    } finally {
      wishButton.removeAttribute('aria-busy');
    }
  });
}

// Share: the Web Share API where the browser has it, else copy the link (./share.ts).
document.querySelector<HTMLButtonElement>('button[data-share]')?.addEventListener('click', () => {
  import('./share').then(
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
