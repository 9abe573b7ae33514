import type { ClientDirective } from 'astro';

/**
 * client:toasts — hydrate the Toaster only when it has something to show, so a page that never
 * toasts never downloads React. The toast store (src/stores/toasts.ts) sets a flag and fires
 * 'nefertari:toast' on every push; toasts pushed before hydration wait in the store and show
 * as soon as the island renders. Once another React island has hydrated, the runtime is on the
 * page anyway, so hydrate when the browser is idle and the first toast is instant.
 */
const toastsDirective: ClientDirective = (load, _options, el) => {
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
  // Once another island has hydrated, React is on the page anyway: get ready when idle. (Not
  // merely when other islands exist: a client:visible island below the fold may never load.)
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate(), { timeout: 4000 });
    else setTimeout(() => void hydrate(), 200);
  };
  for (const island of document.querySelectorAll('astro-island')) {
    if (island === el) continue;
    if (!island.hasAttribute('ssr')) idle();
    else island.addEventListener('astro:hydrate', idle, { once: true });
  }
};

export default toastsDirective;
