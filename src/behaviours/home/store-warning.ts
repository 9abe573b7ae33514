/**
 * Home page only (src/pages/index.astro): once per browser session, warn (8000 ms) when
 * WooCommerce was asked for but its settings are incomplete, so the embedded store serves the shop
 * instead. Part of the home page's one entry; it asks once the page is idle.
 */
import { storeSettingsIncomplete } from '../../lib/api/peeks';
import { toast } from '../../stores/toasts';

const WARNING_FLAG = 'nefertari.storeWarningChecked';
const whenIdle = (fn: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 5000 }) : setTimeout(fn, 2000);

// Home page: once per browser session, warn when WooCommerce was asked for but its settings
// are incomplete (the embedded store then serves the shop). Nothing is asked before idle.
const flag = {
  get: () => {
    try {
      return sessionStorage.getItem(WARNING_FLAG);
    } catch {
      return '1';
    }
  },
  set: () => {
    try {
      sessionStorage.setItem(WARNING_FLAG, '1');
    } catch {
      /* private mode: warn again next time */
    }
  },
};
if (!flag.get()) {
  whenIdle(async () => {
    try {
      // The client's light path keeps this off the home page's JS budget: the full client and
      // the messages load only in the rare case there is something to say.
      const incomplete = await storeSettingsIncomplete();
      flag.set();
      if (incomplete) {
        const { storeWarning } = await import('../../lib/api/status-view');
        const warning = await storeWarning();
        if (warning) toast(warning);
      }
    } catch (err) {
      // Not worth bothering the shopper: the panel reports failures when opened.
      console.error('Store status check failed', err);
    }
  });
}

export {};
