import { SEARCH_MSG as MSG } from '../../lib/search-messages';
import type { Suggestions } from '../../lib/search/suggestions';
import { LOCALE_HEADER, pageLanguage } from '../../lib/i18n/header';
import { localHref } from '../../lib/i18n/paths';

/**
 * Suggestions under the header's search field, as an ARIA 1.2 combobox with a listbox popup:
 * focus stays in the field, the arrow keys move the active option (aria-activedescendant), Enter
 * opens it (or, with none active, submits the form to /search), Escape closes the list. Each
 * keystroke asks /api/search; an older answer arriving late is dropped.
 *
 * A plain fetch, not src/lib/api's client: its rate limit (60 calls a minute) would lock
 * a shopper out after a few typed words, and a retry a second later would draw a stale list.
 * The call is a GET of public catalogue data, with the same X-Requested-With and language headers.
 */
const MIN_CHARS = 2;

/** Text in a span: set as text, never parsed as HTML. */
function span(className: string, text: string): HTMLSpanElement {
  const el = document.createElement('span');
  el.className = className;
  el.textContent = text;
  return el;
}

/** An option: its id is what aria-activedescendant names, its href where choosing it leads. */
function option(index: number, href: string, ...content: (Node | string)[]): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('role', 'option');
  el.setAttribute('aria-selected', 'false');
  el.id = `site-search-option-${index}`;
  el.className = 'suggestion';
  el.dataset.href = href;
  el.append(...content);
  return el;
}

/** A group of options (products, journal posts): read by its label, its visible head hidden from screen readers. */
function group(label: string, options: HTMLElement[]): HTMLElement {
  const g = document.createElement('div');
  g.setAttribute('role', 'group');
  g.setAttribute('aria-label', label);
  const head = document.createElement('div');
  head.className = 'suggestion-head';
  head.setAttribute('aria-hidden', 'true');
  head.textContent = label;
  g.append(head, ...options);
  return g;
}

/** An answer as the list shows it: products, then posts, each group only when it has any; "See all" last. */
function drawAnswer(s: Suggestions): { content: HTMLElement[]; options: HTMLElement[] } {
  const options: HTMLElement[] = [];
  const add = (href: string, ...content: (Node | string)[]) => {
    const el = option(options.length, href, ...content);
    options.push(el);
    return el;
  };
  const content: HTMLElement[] = [];
  if (s.products.length) {
    const products = s.products.map((p) => {
      const img = document.createElement('img');
      img.src = p.image.src;
      img.alt = '';
      img.width = 48;
      img.height = 48;
      img.decoding = 'async';
      return add(p.url, img, span('suggestion-name', p.name), span('suggestion-price', p.price));
    });
    content.push(group(MSG.suggestionsProducts, products));
  }
  if (s.posts.length) {
    const posts = s.posts.map((p) =>
      add(p.url, span('suggestion-name', p.title), span('suggestion-price', p.category)),
    );
    content.push(group(MSG.suggestionsPosts, posts));
  }
  const all = add(
    localHref(`/search?${new URLSearchParams({ q: s.query })}`),
    s.total || !s.posts.length ? MSG.suggestionsSeeAll(s.query) : MSG.noResultsFor(s.query),
  );
  all.classList.add('suggestion-all');
  content.push(all);
  return { content, options };
}

/** The open list and its active option, kept in step with the field's ARIA state. */
function listbox(input: HTMLInputElement, list: HTMLElement) {
  let options: HTMLElement[] = [];
  let active = -1;

  const setActive = (i: number) => {
    options[active]?.setAttribute('aria-selected', 'false');
    active = i;
    const option = options[i];
    if (!option) {
      input.removeAttribute('aria-activedescendant');
      return;
    }
    option.setAttribute('aria-selected', 'true');
    input.setAttribute('aria-activedescendant', option.id);
    option.scrollIntoView({ block: 'nearest' });
  };

  return {
    close() {
      list.hidden = true;
      input.setAttribute('aria-expanded', 'false');
      input.removeAttribute('aria-activedescendant');
      active = -1;
    },
    show(s: Suggestions) {
      // The option the shopper was on stays chosen when the list is redrawn under it.
      const chosen = options[active]?.dataset.href;
      const drawn = drawAnswer(s);
      list.replaceChildren(...drawn.content);
      options = drawn.options;
      active = -1;
      list.hidden = false;
      input.setAttribute('aria-expanded', 'true');
      const again = chosen ? options.findIndex((o) => o.dataset.href === chosen) : -1;
      if (again >= 0) setActive(again);
      else input.removeAttribute('aria-activedescendant');
    },
    /** The next (1) or previous (-1) option, round the ends. */
    move(step: 1 | -1) {
      const n = options.length;
      if (n) setActive((active + step + n) % n);
    },
    /** The active option, if any. */
    active: () => options[active],
  };
}

export function attachSuggestions(input: HTMLInputElement): void {
  const form = input.form;
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
  const status = form?.querySelector<HTMLElement>('[data-search-status]');
  if (!form || !list || input.dataset.suggestions) return;
  input.dataset.suggestions = 'on';

  const box = listbox(input, list);
  let controller: AbortController | undefined;
  let asked = '';

  const close = () => {
    // A list the shopper closed (Escape, leaving the field) stays closed: the answer still on its
    // way for what she typed last must not open it again.
    controller?.abort();
    box.close();
  };

  const ask = async (started: number) => {
    const q = input.value.trim();
    if (q.length < MIN_CHARS) {
      asked = '';
      controller?.abort();
      close();
      return;
    }
    if (q === asked && !list.hidden) return;
    asked = q;
    controller?.abort();
    controller = new AbortController();
    try {
      const res = await fetch(`/api/search?${new URLSearchParams({ q })}`, {
        signal: controller.signal,
        // The page's language: the answer names and links the pieces in it (/ar/product/...).
        headers: { 'X-Requested-With': 'XMLHttpRequest', [LOCALE_HEADER]: pageLanguage() },
      });
      if (!res.ok) throw new Error(String(res.status));
      const data = (await res.json()) as Suggestions;
      if (input.value.trim() !== q || document.activeElement !== input) return;
      box.show(data);
      if (status) status.textContent = MSG.suggestionsCount(data.products.length + data.posts.length);
      performance.measure('search-suggestions', { start: started });
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      close();
      if (status) status.textContent = MSG.searchUnavailable;
    }
  };

  const go = (el: HTMLElement | undefined) => {
    const href = el?.dataset.href;
    if (href) location.assign(href);
  };

  input.addEventListener('input', (e) => void ask(e.timeStamp));
  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (list.hidden) {
        void ask(e.timeStamp);
        return;
      }
      e.preventDefault();
      box.move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter' && !list.hidden && box.active()) {
      e.preventDefault();
      go(box.active());
    } else if (e.key === 'Escape' && !list.hidden) {
      e.preventDefault();
      close();
    }
  });
  // Chosen with the pointer: keep the field focused until the click lands.
  list.addEventListener('mousedown', (e) => e.preventDefault());
  list.addEventListener('click', (e) => go((e.target as Element).closest<HTMLElement>('[role=option]') ?? undefined));
  input.addEventListener('blur', () => close());
  input.addEventListener('focus', () => void ask(performance.now()));
  // Whatever was typed before this code arrived.
  if (input.value.trim().length >= MIN_CHARS && document.activeElement === input) void ask(performance.now());
}
