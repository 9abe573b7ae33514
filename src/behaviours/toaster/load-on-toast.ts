import { $toasts } from '../../stores/toasts';

/**
 * On every page (BaseLayout's script). The Toaster is React, so it loads with the first toast;
 * toasts pushed before it renders wait in the store and appear with it. No page carries a
 * server-rendered Toaster: most pages never show a toast, and an island on each would load React.
 */
const load = () => void import('./load-toaster');

if ($toasts.get().length > 0) load();
else {
  const stop = $toasts.listen((toasts) => {
    if (toasts.length === 0) return;
    stop();
    load();
  });
}
