import type { PanelState } from '../../lib/api/status-view';
import { toast } from '../../stores/toasts';

/**
 * The store-status panel's behaviour (states idle, loading, success, partial, error and the
 * toast of each test). Loaded only when a panel is opened, or on the setup page when idle, so the
 * footer that every page carries costs no JavaScript for it.
 */
const whenIdle = (fn: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 5000 }) : setTimeout(fn, 2000);

export class StoreStatusPanel extends HTMLElement {
  #busy = false;

  connectedCallback() {
    this.querySelector('[data-check]')?.addEventListener('click', () => void this.check());
    // The setup page checks by itself but only toasts when asked: a toast would load the
    // Toaster (React) onto a content page nobody touched.
    if (this.hasAttribute('data-embedded')) whenIdle(() => void this.check(false));
  }

  #show(state: PanelState, result: string, fields?: Record<string, string>) {
    this.dataset.state = state;
    this.querySelector('dl')?.setAttribute('aria-busy', String(state === 'loading'));
    for (const [name, text] of Object.entries(fields ?? {})) {
      const el = this.querySelector(`[data-field="${name}"]`);
      if (el) el.textContent = text;
    }
    const out = this.querySelector('[data-result]');
    if (out) out.textContent = result;
    this.#keepInView();
  }

  /** The footer's panel grows as the check fills it in: keep its end in view while the shopper is looking at it. */
  #keepInView() {
    const section = this.closest('section');
    if (this.hasAttribute('data-embedded') || !section || section.hidden) return;
    const r = section.getBoundingClientRect();
    // Taller than the screen (a phone, with the header and the bottom bar): its start, where the
    // heading and the check's button are; else all of it.
    if (r.top < innerHeight && r.bottom > 0)
      section.scrollIntoView({ block: r.height > innerHeight * 0.7 ? 'start' : 'nearest' });
  }

  async check(announce = true) {
    if (this.#busy) return;
    this.#busy = true;
    this.#show('loading', this.dataset.checking ?? '');
    try {
      const { checkStore } = await import('../../lib/api/status-view');
      try {
        const view = await checkStore();
        this.#show(view.state, `${view.toast.title}: ${view.toast.description}`, {
          backend: view.backend,
          settings: view.settings,
          connection: view.connection,
          catalogue: view.catalogue,
          pages: view.pages,
          updates: view.updates,
        });
        if (announce) toast(view.toast);
      } catch (err) {
        console.error('Store status check failed', err);
        const { MSG } = await import('../../lib/messages');
        this.#show('error', MSG.statusException);
        if (announce) toast({ title: MSG.statusFailed, description: MSG.statusException, variant: 'destructive' });
      }
    } catch (err) {
      // The checking code itself could not load (offline, new deployment).
      console.error('Store status check failed', err);
      this.#show('error', this.dataset.exception ?? '');
    } finally {
      this.#busy = false;
    }
  }
}

export function defineStoreStatusPanel(): void {
  if (!customElements.get('store-status-panel')) customElements.define('store-status-panel', StoreStatusPanel);
}

/**
 * The footer's Store status button was pressed (every page's first script loads this module for
 * it): show or hide the panel, and check the store each time it opens.
 */
export function togglePanel(button: Element): void {
  const panel = document.getElementById('store-status');
  if (!panel) return;
  panel.hidden = !panel.hidden;
  button.setAttribute('aria-expanded', String(!panel.hidden));
  if (panel.hidden) return;
  // It opens below the button, at the very bottom of the page: bring it into view, clear of the
  // phone's Browse Collections bar (scroll-padding-bottom). Instantly: a smooth scroll stops
  // short when the check fills the panel in meanwhile (the panel keeps it in view then).
  panel.scrollIntoView({ block: 'nearest' });
  defineStoreStatusPanel();
  void panel.querySelector<StoreStatusPanel>('store-status-panel')?.check();
}
