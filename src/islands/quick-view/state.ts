import { atom } from 'nanostores';
import type { QuickViewProduct } from './data';

export interface QuickViewState {
  open: boolean;
  product: QuickViewProduct | null;
  /** The card button that opened the drawer: focus returns to it on close. */
  trigger: HTMLElement | null;
}
export const $quickView = atom<QuickViewState>({ open: false, product: null, trigger: null });
