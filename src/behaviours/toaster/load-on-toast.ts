import { TOAST_EVENT, toastWasPushed } from '../../stores/toast-signal';

/**
 * On every page (BaseLayout). The Toaster is React and Radix, so it loads only when the first
 * toast is pushed; toasts pushed before it renders wait in the store and appear with it. Built
 * pages carry no server-rendered Toaster: an empty island on each of them cost a React render
 * per page at build time and Astro's island runtime in every page's HTML.
 */
const load = () => void import('./load-toaster');

if (toastWasPushed()) load();
else addEventListener(TOAST_EVENT, load, { once: true });
