import { createRoot, type Root } from 'react-dom/client';
import ErrorBoundary from '../shared/ErrorBoundary';
import SizeGuideDialog, { $sizeGuide } from './SizeGuideDialog';
import { sizeGuideTabFor } from '../../lib/size-guide';

let root: Root | null = null;

/** Mount the size-guide dialog on the first click of a Size Guide link, then open it. */
export function openSizeGuide(categorySlug: string | undefined, trigger: HTMLElement): void {
  if (!root) {
    const host = document.createElement('div');
    host.dataset.sizeGuideHost = '';
    document.body.append(host);
    root = createRoot(host);
    root.render(
      <ErrorBoundary name="size-guide">
        <SizeGuideDialog />
      </ErrorBoundary>,
    );
  }
  $sizeGuide.set({ open: true, tab: sizeGuideTabFor(categorySlug), trigger });
}
