import type { ClientDirective } from 'astro';
import { yieldToMain } from '../lib/yield';

/**
 * How the shop mounts React — two ways, each for one kind of island, and nothing else:
 *
 * 1. A page's own island (account, sign-in forms, order pages) is placed in the
 *    page with `client:yielding` (this directive): like client:load, or client:idle with the value
 *    "idle", but the island hydrates in a task of its own after its code has been evaluated.
 *    Astro's directives evaluate React and the component and hydrate in the same task, one long
 *    task on a slow phone; split in two, neither blocks input for as long, which keeps such
 *    pages at 0 ms total blocking time in bench/results.md (the cart and checkout are plain DOM). Astro's own client:*
 *    directives are not used.
 * 2. A page-wide overlay a shopper opens from a plain script (the toaster, quick view, the size
 *    guide) is mounted on first use by mountOnce (src/islands/shared/mount-once.tsx), a bare
 *    createRoot in its own host. Astro has no directive for "hydrate when something else on the
 *    page is clicked", and an island in the page's HTML would load React on every page that
 *    shows a product card: the listing and content pages ship no React runtime until then.
 */
const yieldingDirective: ClientDirective = (load, opts) => {
  const start = async () => {
    const hydrate = await load();
    await yieldToMain();
    await hydrate();
  };
  if (opts.value === 'idle' && 'requestIdleCallback' in window) window.requestIdleCallback(() => void start());
  else void start();
};

export default yieldingDirective;
