import { atom } from 'nanostores';
import type { QuickViewProduct } from '../lib/catalogue/quick-view-data';
import { wakeIsland } from './islands';

export interface QuickViewState {
  open: boolean;
  product: QuickViewProduct | null;
  /** The card button that opened it: the focus goes back to it on close. */
  trigger: HTMLElement | null;
}

/** The quick-view drawer (src/islands/quick-view/QuickView.tsx): open or not, and on which product. */
export const $quickView = atom<QuickViewState>({ open: false, product: null, trigger: null });

export const QUICK_VIEW = 'QuickView';

/**
 * Opens quick view on a card's product, hydrating the island first if it has not been yet.
 * Resolves false when its code could not be loaded: the card's own link still leads to the product.
 */
export async function openQuickView(product: QuickViewProduct | null, trigger: HTMLElement | null): Promise<boolean> {
  $quickView.set({ open: true, product, trigger });
  const shown = await wakeIsland(QUICK_VIEW);
  if (!shown) $quickView.set({ open: false, product: null, trigger: null });
  return shown;
}

export function closeQuickView(): void {
  const state = $quickView.get();
  if (state.open) $quickView.set({ ...state, open: false });
}
