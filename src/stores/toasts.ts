import { atom } from 'nanostores';
import { MAX_TOASTS, TOAST_DURATION_MS } from '../lib/header-constants';

/**
 * Toasts. Any island or page script pushes here; the Toaster renders them. Every page's first
 * script follows this store and loads the Toaster with the first toast
 * (src/behaviours/toaster/load-on-toast.ts): toasts pushed before it renders wait here.
 */
export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  duration: number;
  action?: { label: string; href: string };
  /**
   * Toasts about one thing share a key: a new one replaces the last (five refusals of a locked
   * form are one toast, not a pile over the form), and dismissToasts(key) clears them once the
   * thing is put right (a checkout step that now passes).
   */
  key?: string;
}

export const $toasts = atom<Toast[]>([]);

let seq = 0;
export function toast(
  input: Omit<Toast, 'id' | 'variant' | 'duration'> & Partial<Pick<Toast, 'variant' | 'duration'>>,
): string {
  const id = `t${Date.now().toString(36)}${(seq++).toString(36)}`;
  const next: Toast = { variant: 'default', duration: TOAST_DURATION_MS, ...input, id };
  const others = input.key === undefined ? $toasts.get() : $toasts.get().filter((t) => t.key !== input.key);
  // Newest first; at most 5 on screen, so toasts never cover the page.
  $toasts.set([next, ...others].slice(0, MAX_TOASTS));
  return id;
}

export function dismissToast(id: string): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/** Clears the toasts about `key`: what they asked for is done. */
export function dismissToasts(key: string): void {
  if ($toasts.get().some((t) => t.key === key)) $toasts.set($toasts.get().filter((t) => t.key !== key));
}
