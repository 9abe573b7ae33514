import { readWholeCartWhenIdle } from '../../stores/cart-count';

/**
 * Part of every page's first script: the header's cart link (a[data-cart-drawer]) opens the cart
 * drawer on a plain left click; a middle or modified click, or a page without JavaScript, follows
 * the link to /cart. The drawer's code and the cart's lines are read ahead, once the page is idle,
 * when the shopper has a cart (see ./mount.ts), and on the first click otherwise. The cart and
 * checkout pages show the whole cart already: their link has no data-cart-drawer, and the idle
 * read skips them (../../stores/cart-count.ts).
 */
let drawer: typeof import('./mount') | undefined;
const load = () => import('./mount').then((m) => (drawer = m));

export function startCartDrawer(): void {
  readWholeCartWhenIdle(() => load().then((m) => m.prepareCartDrawer()));
  document.addEventListener('click', (event) => {
    const a = (event.target as Element).closest<HTMLAnchorElement>('a[data-cart-drawer]');
    // A new tab or window (a modified or middle click) gets the cart page.
    if (!a || event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // Read ahead: opened in this frame, not after another turn of the module loader.
    if (drawer) return drawer.openCartDrawer();
    load().then(
      (m) => m.openCartDrawer(),
      () => (location.href = a.href), // the drawer could not load: the cart page still works
    );
  });
}
