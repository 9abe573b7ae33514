/*
 * The phone's Browse Collections bar, part of every page's first script (the drawer it opens needs
 * no script in current browsers; older ones load ./drawer-fallback). The bar never covers a page's
 * primary action: while one (marked data-primary-action: Add to Cart, Proceed to Checkout, Place
 * Order, Sign In...) is anywhere on screen, the bar steps aside.
 * Islands render their actions late and swap them (checkout steps), so new ones are picked up.
 */
export function startMobileBar(): void {
  const bar = document.querySelector('[data-mobile-bar]');
  // Every browser that runs this script (optional chaining, ??=) has IntersectionObserver.
  if (!bar) return;
  const onScreen = new Set<Element>();
  const update = () => {
    // An action that left the page (a checkout step changed) no longer holds the bar aside.
    for (const el of onScreen) if (!el.isConnected) onScreen.delete(el);
    bar.toggleAttribute('data-aside', onScreen.size > 0);
  };
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (e.isIntersecting) onScreen.add(e.target);
      else onScreen.delete(e.target);
    }
    update();
  });
  // Observing an element already observed does nothing, so each change just observes them all.
  const watch = () => {
    for (const el of document.querySelectorAll('[data-primary-action]')) io.observe(el);
    update();
  };
  watch();
  new MutationObserver(watch).observe(document.body, { childList: true, subtree: true });
}
