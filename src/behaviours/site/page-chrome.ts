/**
 * What every page runs before the shopper acts, as one module: BaseLayout's only script. The
 * header, footer, search field and status panel used to carry a script each, and every one was a
 * separate request with its own imports (a content page loaded 15 JS files for 7 KB). Whatever
 * answers a shopper's action (suggestions, the status panel, the toaster) is imported dynamically
 * at the point where she acts, and what only some visits need (an older browser's drawer, the
 * server read of a stale badge count, the end of a session that ran out) only on those visits:
 * a content page's script is 3 KB gzip at most (tests/e2e/delivery.spec.ts).
 */
import './later-css';
import '../cart/cart-badge';
import '../toaster/load-on-toast';
import { startAccountLinks } from './account-link';
import { startMobileBar } from './mobile-drawer';

startAccountLinks();
startMobileBar();
// The drawer opens and closes without script where invoker commands and closedby exist.
if (!('command' in HTMLButtonElement.prototype) || !('closedBy' in HTMLDialogElement.prototype)) {
  void import('./drawer-fallback').then(
    (m) => m.startDrawerFallback(),
    () => undefined /* the buttons stay; a reload tries again */,
  );
}

// Search suggestions are fetched on first focus only; typing before they arrive is not lost.
const search = document.getElementById('site-search') as HTMLInputElement | null;
search?.addEventListener('focus', () => void import('../search/suggestions').then((m) => m.attachSuggestions(search)), {
  once: true,
});

// The footer's Store status button shows or hides the store-backend status panel, and checks the
// store each time it opens: all of it in the panel's code, which loads at the first press.
for (const btn of document.querySelectorAll('[data-status-toggle]'))
  btn.addEventListener(
    'click',
    () =>
      void import('../status/store-status-panel').then(
        (m) => m.togglePanel(btn),
        () => undefined,
      ),
  );
