import { readWholeCartWhenIdle } from '../../stores/cart-count';

/**
 * Part of every page's first script: the header's cart link (a[data-cart-drawer]) opens the cart
 * drawer on a plain left click; a middle or modified click, or a page without JavaScript, follows
 * the link to /cart. When the page is idle and the shopper has a cart, the drawer's code (./mount.ts)
 * and her lines are read ahead, so it opens at once. A product page (data-drawer-on-reach) reads
 * her lines then (the cart's calls, 0.4 KB) and the code at her first reach for the drawer (the
 * pointer over, or the focus on, the cart link or an Add to Cart button; a tap starts with the
 * pointer over it): its Add to Cart opens the drawer after the add's own round trip, which the
 * code's load hides, and read ahead there the code was 3 KB gzip of the page's 15 KB whether or
 * not she opened it. Without a cart, the first reach loads the code too. The cart and checkout
 * pages show the whole cart already: their link has no data-cart-drawer, and the idle read skips
 * them (../../stores/cart-count.ts).
 */
let drawer: typeof import('./mount') | undefined;
let loading: Promise<typeof import('./mount')> | undefined;
const load = () =>
  (loading ??= import('./mount').then(
    (m) => (drawer = m),
    (error: unknown) => {
      loading = undefined; // offline for a moment: the next reach tries again
      throw error;
    },
  ));

/**
 * The pointer over, or the focus on, the cart link or an Add to Cart button: the code only. Her
 * lines were read when the page went idle if she had a cart then; a read here would also tell
 * the cart's notices (a waiting code's) on a page she was only passing over.
 */
const reach = (event: Event) =>
  void (
    drawer ||
    ((event.target as Element).closest?.('a[data-cart-drawer],button[data-add-to-cart]') && load().catch(() => 0))
  );

export function startCartDrawer(): void {
  readWholeCartWhenIdle(() =>
    document.querySelector('[data-drawer-on-reach]')
      ? import('../../stores/later').then((m) => m.refreshCart({ force: true }))
      : load().then((m) => m.prepareCartDrawer()),
  );
  document.addEventListener('pointerover', reach);
  document.addEventListener('focusin', reach);
  document.addEventListener('click', (event) => {
    const a = (event.target as Element).closest<HTMLAnchorElement>('a[data-cart-drawer]');
    // A new tab or window (a modified or middle click) gets the cart page.
    if (!a || event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // Already loaded: opened in this frame, not after another turn of the module loader.
    if (drawer) return drawer.openCartDrawer();
    load().then(
      (m) => m.openCartDrawer(),
      () => (location.href = a.href), // the drawer could not load: the cart page still works
    );
  });
}
