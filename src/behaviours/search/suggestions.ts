import { MSG } from '../../lib/messages';
import type { Suggestions } from '../../lib/search/suggestions';

/**
 * Suggestions under the header's search field, as an ARIA 1.2 combobox with a listbox popup:
 * focus stays in the field, the arrow keys move the active option (aria-activedescendant), Enter
 * opens it (or, with none active, submits the form to /search), Escape closes the list. Each
 * keystroke asks /api/search; an older answer arriving late is dropped.
 *
 * A plain fetch, not src/lib/api's client: its rate limit (60 calls a minute) would lock
 * a shopper out after a few typed words, and a retry a second later would draw a stale list.
 * The call is a GET of public catalogue data, with the same X-Requested-With header.
 */
const MIN_CHARS = 2;

/** Text in a span: set as text, never parsed as HTML. */
function span(className: string, text: string): HTMLSpanElement {
  const el = document.createElement('span');
  el.className = className;
  el.textContent = text;
  return el;
}

export function attachSuggestions(input: HTMLInputElement): void {
  const form = input.form;
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
  const status = form?.querySelector<HTMLElement>('[data-search-status]');
  if (!form || !list || input.dataset.suggestions) return;
  input.dataset.suggestions = 'on';

  let options: HTMLElement[] = [];
  let active = -1;
  let controller: AbortController | undefined;
  let asked = '';

  const close = () => {
    // A list the shopper closed (Escape, leaving the field) stays closed: the answer still on its
    // way for what she typed last must not open it again.
    controller?.abort();
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    active = -1;
  };

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

  const draw = (s: Suggestions, started: number) => {
    // The option the shopper was on stays chosen when the list is redrawn under it.
    const chosen = options[active]?.dataset.href;
    list.replaceChildren();
    options = [];
    active = -1;
    const option = (href: string, build: (el: HTMLElement) => void) => {
      const el = document.createElement('div');
      el.setAttribute('role', 'option');
      el.setAttribute('aria-selected', 'false');
      el.id = `site-search-option-${options.length}`;
      el.className = 'suggestion';
      el.dataset.href = href;
      build(el);
      options.push(el);
      return el;
    };
    const group = (label: string) => {
      const g = document.createElement('div');
      g.setAttribute('role', 'group');
      g.setAttribute('aria-label', label);
      const head = document.createElement('div');
      head.className = 'suggestion-head';
      head.setAttribute('aria-hidden', 'true');
      head.textContent = label;
      g.append(head);
      list.append(g);
      return g;
    };
    if (s.products.length) {
      const g = group(MSG.suggestionsProducts);
      for (const p of s.products) {
        g.append(
          option(p.url, (el) => {
            const img = document.createElement('img');
            img.src = p.image.src;
            img.alt = '';
            img.width = 48;
            img.height = 48;
            img.decoding = 'async';
            el.append(img, span('suggestion-name', p.name), span('suggestion-price', p.price));
          }),
        );
      }
    }
    if (s.posts.length) {
      const g = group(MSG.suggestionsPosts);
      for (const p of s.posts) {
        g.append(
          option(p.url, (el) => {
            el.append(span('suggestion-name', p.title), span('suggestion-price', p.category));
          }),
        );
      }
    }
    const all = option(`/search?${new URLSearchParams({ q: s.query })}`, (el) => {
      el.classList.add('suggestion-all');
      el.textContent = s.total || !s.posts.length ? MSG.suggestionsSeeAll(s.query) : MSG.noResultsFor(s.query);
    });
    list.append(all);
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
    const again = chosen ? options.findIndex((o) => o.dataset.href === chosen) : -1;
    if (again >= 0) setActive(again);
    else input.removeAttribute('aria-activedescendant');
    if (status) status.textContent = MSG.suggestionsCount(s.products.length + s.posts.length);
    performance.measure('search-suggestions', { start: started });
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
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      if (!res.ok) throw new Error(String(res.status));
      const data = (await res.json()) as Suggestions;
      if (input.value.trim() !== q || document.activeElement !== input) return;
      draw(data, started);
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
      const n = options.length;
      if (!n) return;
      setActive(e.key === 'ArrowDown' ? (active + 1) % n : (active - 1 + n) % n);
    } else if (e.key === 'Enter' && !list.hidden && active >= 0) {
      e.preventDefault();
      go(options[active]);
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
