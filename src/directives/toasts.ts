import type { ClientDirective } from 'astro';

/**
 * client:toasts — hydrate the Toaster only when it has something to show, so a page that never
 * toasts never downloads React. The toast store (src/stores/toasts.ts) sets a flag and fires
 * 'nefertari:toast' on every push; toasts pushed before hydration wait in the store and show
 * as soon as the island renders. The Toaster's own code (Radix Toast, ~13 KB gzip) waits for
 * the first toast even on pages with other islands: the product page's JS budget counts it.
 */
const toastsDirective: ClientDirective = (load) => {
  let done = false;
  const hydrate = async () => {
    if (done) return;
    done = true;
    window.removeEventListener('nefertari:toast', hydrate);
    const run = await load();
    await run();
  };
  if ((window as Window & { __nefertariToast?: boolean }).__nefertariToast) {
    void hydrate();
    return;
  }
  window.addEventListener('nefertari:toast', hydrate);
};

export default toastsDirective;
