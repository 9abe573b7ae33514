import { $recentlyViewed, hasViewsBesides, recentlyViewedExcept } from '../../stores/recently-viewed';
import { withWords } from '../../lib/i18n/ready';

/**
 * <recently-viewed>: the 4 newest products this browser viewed besides the current one, with
 * Clear All. Plain DOM from the local list (no request, no React); renders nothing when empty, and
 * its drawing (with the list's check) loads only when there is something to show.
 */
class RecentlyViewedElement extends HTMLElement {
  #stop?: () => void;

  connectedCallback() {
    const current = Number(this.dataset.currentId);
    if (!hasViewsBesides(current)) return;
    const words = { title: this.dataset.title ?? '', clear: this.dataset.clear ?? '' };
    withWords(import('./recently-viewed-list')).then(
      (m) => {
        m.readViews();
        this.#stop = $recentlyViewed.subscribe((all) => {
          const items = recentlyViewedExcept(all, current);
          this.replaceChildren(...(items.length ? [m.viewedSection(items, words)] : []));
        });
      },
      () => undefined, // not loaded (offline): the page goes without the list
    );
  }

  disconnectedCallback() {
    this.#stop?.();
  }
}

if (!customElements.get('recently-viewed')) customElements.define('recently-viewed', RecentlyViewedElement);
