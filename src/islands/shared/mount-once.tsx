import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import ErrorBoundary from './ErrorBoundary';
import { wordsReady } from '../../lib/i18n/ready';

const mounted = new Set<string>();

/**
 * Mounts a page-wide React island (a dialog or drawer) the first time a shopper asks for it, in
 * its own host at the end of the body and inside the error boundary. Later calls do nothing:
 * the island follows its store from then on.
 */
export function mountOnce(name: string, island: ReactNode): void {
  if (mounted.has(name)) return;
  mounted.add(name);
  const host = document.createElement('div');
  host.dataset.islandHost = name;
  document.body.append(host);
  // On an Arabic page, once its words are in: its first words are Arabic.
  void wordsReady().then(() => createRoot(host).render(<ErrorBoundary name={name}>{island}</ErrorBoundary>));
}
