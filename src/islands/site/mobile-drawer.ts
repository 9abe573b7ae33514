/**
 * The 'Browse Collections' drawer (MobileDrawer.astro) opens and closes without script: invoker
 * commands and closedby="any". For browsers from before those attributes, the same buttons open
 * and close it here, and a tap outside closes it. Part of every page's first script (it was an
 * inline script in every page's HTML, 0.35 KB gzip a page: issue 22).
 */
export function startDrawerFallback(doc: Document = document, buttonProto: object = HTMLButtonElement.prototype): void {
  const d = doc.getElementById('browse-collections') as HTMLDialogElement | null;
  if (!d) return;
  if (!('command' in buttonProto)) {
    doc.addEventListener('click', (e) => {
      const b = e.target && (e.target as Element).closest?.('[commandfor="browse-collections"]');
      if (b) b.getAttribute('command') === 'close' ? d.close() : d.showModal();
    });
  }
  if (!Reflect.has(d, 'closedBy')) {
    d.addEventListener('click', (e) => {
      const r = d.getBoundingClientRect();
      if (e.target === d && (e.clientY < r.top || e.clientY > r.bottom || e.clientX < r.left || e.clientX > r.right)) d.close();
    });
  }
}

/*
 * The bar never covers a page's primary action: while one (marked data-primary-action: Add to
 * Cart, Proceed to Checkout, Place Order, Sign In...) is anywhere on screen, the bar steps aside.
 * Islands render their actions late and swap them (checkout steps), so new ones are picked up.
 */
export function startMobileBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-mobile-bar]');
  if (!bar || !('IntersectionObserver' in window)) return;
  const onScreen = new Set<Element>();
  const watched = new WeakSet<Element>();
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (e.isIntersecting) onScreen.add(e.target);
      else onScreen.delete(e.target);
    }
    for (const el of onScreen) if (!el.isConnected) onScreen.delete(el);
    bar.toggleAttribute('data-aside', onScreen.size > 0);
  });
  const watch = () => {
    for (const el of document.querySelectorAll('[data-primary-action]')) {
      if (watched.has(el)) continue;
      watched.add(el);
      io.observe(el);
    }
  };
  watch();
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      watch();
      // An action that left the page (a checkout step changed) no longer holds the bar aside.
      for (const el of onScreen) if (!el.isConnected) onScreen.delete(el);
      bar.toggleAttribute('data-aside', onScreen.size > 0);
    });
  }).observe(document.body, { childList: true, subtree: true });
}
