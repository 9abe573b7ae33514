import {
  $recentlyViewed,
  loadRecentlyViewed,
  recentlyViewedExcept,
  type ViewedProduct,
} from '../../stores/recently-viewed';

/**
 * <recently-viewed>: the 4 newest products this browser viewed besides the current one, with
 * Clear All. Plain DOM from the local list (no request, no React); renders nothing when empty.
 */
class RecentlyViewedElement extends HTMLElement {
  #stop?: () => void;

  connectedCallback() {
    const current = Number(this.dataset.currentId);
    loadRecentlyViewed();
    this.#stop = $recentlyViewed.subscribe((all) => this.render(recentlyViewedExcept(all, current)));
  }

  disconnectedCallback() {
    this.#stop?.();
  }

  #shown: readonly ViewedProduct[] = [];

  render(items: ViewedProduct[]) {
    this.#shown = items;
    if (items.length === 0) {
      this.replaceChildren();
      return;
    }
    // The list's drawing loads only when there is something to show (not on a first visit).
    import('./recently-viewed-list').then(
      (m) => {
        if (this.#shown === items) this.replaceChildren(m.viewedSection(items));
      },
      () => undefined, // not loaded (offline): the page goes without the list
    );
  }
}

if (!customElements.get('recently-viewed')) customElements.define('recently-viewed', RecentlyViewedElement);
