import { categorySlug, matchesBlogFilter } from '../../lib/content/blog-filter';
import { localHref } from '../../lib/i18n/paths';

/**
 * <blog-filter>: live text + category filter over the server-rendered journal cards.
 * A plain custom element, not React: the cards are already in the HTML, so filtering is only
 * showing and hiding them. The search button only logs the term: the filter is already live.
 * Its words arrive as data attributes rendered from MSG; a category's name as its link shows it.
 */
class BlogFilterElement extends HTMLElement {
  #category: string | null = null;

  connectedCallback() {
    this.#category = this.dataset.category || null;
    const form = this.querySelector<HTMLFormElement>('[data-search]');
    const input = this.#input();
    input?.addEventListener('input', () => this.#apply());
    form?.addEventListener('submit', (event) => {
      event.preventDefault();
      console.log('Blog search:', input?.value ?? '');
    });
    this.addEventListener('click', (event) => {
      const target = event.target as Element;
      const link = target.closest<HTMLAnchorElement>('a[data-category-link]');
      if (link) {
        event.preventDefault();
        this.#setCategory(link.dataset.categoryLink || null, link.textContent?.trim() ?? '');
      } else if (target.closest('[data-clear-filter]')) {
        event.preventDefault();
        this.#setCategory(null);
      } else if (target.closest('[data-clear-all]')) {
        if (input) input.value = '';
        this.#setCategory(null);
        input?.focus();
      }
    });
    // A search typed before the script arrived (or restored by the back button) still applies.
    if (input?.value) this.#apply();
  }

  #input() {
    return this.querySelector<HTMLInputElement>('[data-search-input]');
  }

  #setCategory(category: string | null, name = '') {
    this.#category = category;
    // Keep the address shareable: the category pages exist as static pages too, in both languages.
    history.replaceState(history.state, '', localHref(category ? `/blog/category/${categorySlug(category)}` : '/blog'));
    for (const link of this.querySelectorAll<HTMLAnchorElement>('a[data-category-link]')) {
      if ((link.dataset.categoryLink || null) === category) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
    const heading = this.querySelector<HTMLElement>('[data-heading]');
    if (heading)
      heading.textContent = category
        ? (this.dataset.headingTemplate ?? '').replace('{category}', name)
        : (heading.dataset.all ?? '');
    const clear = this.querySelector<HTMLElement>('[data-clear-filter]');
    if (clear) clear.hidden = !category;
    this.#apply();
  }

  #apply() {
    const filter = { text: this.#input()?.value ?? '', category: this.#category };
    let shown = 0;
    for (const card of this.querySelectorAll<HTMLElement>('[data-post]')) {
      const match = matchesBlogFilter(
        {
          title: card.querySelector('[data-title]')?.textContent ?? '',
          excerpt: card.querySelector('[data-excerpt]')?.textContent ?? '',
          category: card.dataset.category ?? '',
        },
        filter,
      );
      card.hidden = !match;
      if (match) shown++;
    }
    const empty = this.querySelector<HTMLElement>('[data-empty]');
    if (empty) empty.hidden = shown > 0;
    const count = this.querySelector<HTMLElement>('[data-count]');
    if (count) {
      // The words come from MSG through data attributes, so this script does not bundle all messages.
      const d = this.dataset;
      count.textContent =
        shown === 0
          ? (d.countNone ?? '')
          : (shown === 1 ? (d.countOne ?? '') : (d.countMany ?? '')).replace('{n}', String(shown));
    }
  }
}

if (!customElements.get('blog-filter')) customElements.define('blog-filter', BlogFilterElement);
