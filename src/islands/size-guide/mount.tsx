import { mountOnce } from '../shared/mount-once';
import SizeGuideDialog, { $sizeGuide } from './SizeGuideDialog';
import { sizeGuideTabFor } from '../../lib/size-guide';

/** Mount the size-guide dialog on the first click of a Size Guide link, then open it. */
export function openSizeGuide(categorySlug: string | undefined, trigger: HTMLElement): void {
  mountOnce('size-guide', <SizeGuideDialog />);
  $sizeGuide.set({ open: true, tab: sizeGuideTabFor(categorySlug), trigger });
}
