import { createRoot, type Root } from 'react-dom/client';
import ErrorBoundary from '../shared/ErrorBoundary';
import QuickViewDrawer from './QuickViewDrawer';
import type { QuickViewProduct } from './data';
import { $quickView } from './state';

/**
 * The quick-view drawer hydrates only when a shopper first asks for it: add-to-cart.ts imports
 * this module on the first Quick View click, which mounts one drawer for the page. Later clicks
 * only change what it shows.
 */

let root: Root | null = null;

export function openQuickView(product: QuickViewProduct | null, trigger: HTMLElement | null): void {
  if (!root) {
    const host = document.createElement('div');
    host.dataset.quickViewHost = '';
    document.body.append(host);
    root = createRoot(host);
    root.render(
      <ErrorBoundary name="quick-view">
        <QuickViewDrawer />
      </ErrorBoundary>,
    );
  }
  $quickView.set({ open: true, product, trigger });
}
