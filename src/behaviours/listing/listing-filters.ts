/**
 * Filters and sort without a reload: the form's new address is fetched (the server renders the
 * filtered view there, the same page a shopper without JavaScript gets by 'Apply'), its listing
 * replaces this one, and the address goes into history, so Back returns to the previous view.
 * Focus and the open filter stay where the shopper left them.
 */
import { MSG } from '../../lib/messages';

let current: AbortController | undefined;

export function formUrl(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    const v = String(value);
    // Empty fields and the default order say nothing: the address stays short.
    if (v === '' || (name === 'sort' && v === (form.querySelector('[name=q]') ? 'relevance' : 'latest'))) continue;
    params.append(name, v);
  }
  const query = params.toString();
  return `${new URL(form.action).pathname}${query ? `?${query}` : ''}`;
}

/** `started`: when the shopper acted (the event's time), for the 'listing-update' measure. */
export async function applyFilters(form: HTMLFormElement, started = performance.now()): Promise<void> {
  await show(formUrl(form), true, started);
}

/** The view of the address the browser is at (after Back or Forward). */
export async function showCurrent(): Promise<void> {
  await show(location.pathname + location.search, false);
}

async function show(url: string, push: boolean, started = performance.now()): Promise<void> {
  const region = document.querySelector<HTMLElement>('[data-listing]');
  if (!region) {
    location.assign(url);
    return;
  }
  current?.abort();
  current = new AbortController();
  region.setAttribute('aria-busy', 'true');
  try {
    const res = await fetch(url, { signal: current.signal, headers: { Accept: 'text/html' } });
    if (!res.ok) throw new Error(String(res.status));
    const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
    const next = doc.querySelector<HTMLElement>('[data-listing]');
    if (!next) throw new Error('no listing');
    // A parsed document runs no scripts, so its <noscript> parts are real elements there: each
    // card's picture for browsers without scripts (which would load at once, beside the card's
    // own) and the filters' Apply button. This page runs scripts: they go.
    for (const el of next.querySelectorAll('noscript')) el.remove();
    const focused = document.activeElement?.id;
    const open = region.querySelector('details[open]')?.id;
    region.replaceWith(next);
    const details = open ? document.getElementById(open) : null;
    details?.setAttribute('open', '');
    // Focus stays on the control the shopper used; if that option is gone, on its filter.
    const target = (focused && document.getElementById(focused)) || details?.querySelector('summary');
    target?.focus();
    const status = document.querySelector('[data-listing-status]');
    const count = next.querySelector('[data-count]')?.firstChild?.textContent?.trim();
    if (status && count) status.textContent = MSG.listUpdated(count);
    document.title = doc.title;
    for (const rel of ['canonical', 'prev', 'next']) syncLink(doc, rel);
    if (push) history.pushState({ listing: true }, '', url);
    watch();
    performance.measure('listing-update', { start: started });
  } catch (err) {
    if ((err as Error).name === 'AbortError') return;
    // The server could not answer in place: go there the ordinary way.
    location.assign(url);
  } finally {
    region.removeAttribute('aria-busy');
  }
}

function syncLink(doc: Document, rel: string): void {
  const mine = document.head.querySelector<HTMLLinkElement>(`link[rel=${rel}]`);
  const theirs = doc.head.querySelector<HTMLLinkElement>(`link[rel=${rel}]`);
  if (theirs && mine) mine.href = theirs.href;
  else if (theirs) document.head.append(theirs);
  else mine?.remove();
}

/** The replaced form needs the same listeners as the first one. */
function watch(): void {
  const form = document.querySelector<HTMLFormElement>('[data-listing-filters]');
  if (!form || form.dataset.watched) return;
  form.dataset.watched = 'on';
  form.addEventListener('change', (e) => void applyFilters(form, e.timeStamp));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void applyFilters(form);
  });
}

document.querySelector<HTMLFormElement>('[data-listing-filters]')?.setAttribute('data-watched', 'on');
