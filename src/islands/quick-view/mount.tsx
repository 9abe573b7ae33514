import { mountOnce } from '../shared/mount-once';
import QuickViewDrawer from './QuickViewDrawer';
import type { QuickViewProduct } from './data';
import { $quickView } from './state';

/**
 * The quick-view drawer hydrates only when a shopper first asks for it: add-to-cart.ts imports
 * this module on the first Quick View click, which mounts one drawer for the page. Later clicks
 * only change what it shows.
 */
export function openQuickView(product: QuickViewProduct | null, trigger: HTMLElement | null): void {
  mountOnce('quick-view', <QuickViewDrawer />);
  $quickView.set({ open: true, product, trigger });
}
