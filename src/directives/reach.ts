import type { ClientDirective } from 'astro';
import { holds, type Held } from '../lib/held';
import { ISLAND_FAILED, ISLAND_READY, ISLAND_WAKE } from '../lib/islands';
import { yieldToMain } from '../lib/yield';
import { holdClicks } from './held-clicks';

/** What `client:reach={{ ... }}` takes: the moments a shopper reaches the island. Any of them hydrates it. */
export interface ReachOptions {
  /**
   * Controls anywhere on the page whose pointer-over, focus or tap means she is reaching for the
   * island (the header's cart link for the cart drawer). Without it: the island's own content.
   */
  controls?: string;
  /**
   * Controls elsewhere that open the island (the header's cart link): a plain press on one before
   * the island has hydrated is held and given again once it has.
   */
  opens?: string;
  /** She already holds what the island shows (a cart, a wishlist): it hydrates once the page has loaded and is idle. */
  holds?: Held;
  /** The island hydrates as it comes within this margin of the screen (a CSS length, e.g. "300px"). */
  visible?: string;
}

/**
 * client:reach — the shopping islands hydrate when the shopper reaches them, never before the
 * document is parsed, so a visitor who only reads a page loads no React at all:
 * - her pointer over, her focus on, or her tap of one of its controls;
 * - once the page has loaded and is idle, when she holds state the island shows (her cart, her wishlist);
 * - as the island nears the screen (the reviews);
 * - when the page's own code asks for it (an island:wake event naming it: Add to Cart opening the
 *   drawer, a card's Quick View button).
 * A click on the island's own content before it has hydrated is held and given again once it has
 * (./held-clicks.ts). When its code cannot be loaded (offline for a moment) the page is told
 * (island:failed) and the next reach tries again.
 */
const reachDirective: ClientDirective = (load, opts, el) => {
  const options = (typeof opts.value === 'object' && opts.value ? opts.value : {}) as ReachOptions;
  // How the page's code finds the island to wake it (src/stores/islands.ts).
  el.dataset.island = opts.name;
  let state: 'waiting' | 'loading' | 'hydrated' = 'waiting';
  const stops: (() => void)[] = [];
  // A press on the island's own content, or on a control that opens it, waits for it.
  const held = options.controls ? null : holdClicks(el);
  const opener = options.opens ? holdClicks(document, options.opens) : null;
  // The opening control is given back once the island says it is mounted (it answers that
  // control from then on), which is after React has hydrated it.
  if (opener)
    document.addEventListener(ISLAND_READY, function ready(event) {
      if ((event as CustomEvent<string>).detail !== opts.name) return;
      document.removeEventListener(ISLAND_READY, ready);
      opener.give();
    });

  async function start(): Promise<void> {
    if (state !== 'waiting') return;
    state = 'loading';
    // Astro's loader catches a failed import itself (after one retry) and reports it as this event.
    let failed = false;
    const fail = (event: Event) => {
      event.preventDefault(); // said to the page below, not as a console error
      failed = true;
    };
    el.addEventListener('astro:hydration-error', fail);
    try {
      const hydrate = await load();
      // Evaluating the island's code and hydrating it are two tasks, not one long one.
      await yieldToMain();
      if (!failed) await hydrate();
    } catch {
      failed = true;
    }
    el.removeEventListener('astro:hydration-error', fail);
    if (failed) {
      state = 'waiting';
      opener?.drop();
      document.dispatchEvent(new CustomEvent(ISLAND_FAILED, { detail: opts.name }));
      return;
    }
    state = 'hydrated';
    for (const stop of stops) stop();
    held?.give();
  }

  const listen = <K extends keyof DocumentEventMap>(
    target: Document | HTMLElement,
    type: K,
    handler: (event: DocumentEventMap[K]) => void,
    capture = false,
  ) => {
    target.addEventListener(type, handler as EventListener, { capture, passive: type !== 'click' });
    stops.push(() => target.removeEventListener(type, handler as EventListener, { capture }));
  };

  const whenParsed = () => {
    const reached = (event: Event) => {
      const target = event.target as Element | null;
      const hit = options.controls ? target?.closest?.(options.controls) : el.contains(target as Node);
      if (hit) void start();
    };
    const area = options.controls ? document : el;
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const) listen(area, type, reached);
    // A press on a control that opens it wakes it too (a keyboard's Enter reaches no pointer).
    if (options.opens)
      listen(
        document,
        'click',
        (event) => {
          if ((event.target as Element | null)?.closest?.(options.opens!)) void start();
        },
        true,
      );
    // A click on its own content (held until it can answer it) wakes it too.
    if (!options.controls) listen(el, 'click', () => void start(), true);
    listen(document, ISLAND_WAKE as keyof DocumentEventMap, (event) => {
      if ((event as CustomEvent<string>).detail === opts.name) void start();
    });
    if (options.holds && holds(options.holds)) {
      // After the page's own load (its pictures first; and a fetch begun before it would hold a
      // browser's load event back, Firefox's), then at the first idle moment.
      const idle = () => void start();
      const whenIdle = () =>
        'requestIdleCallback' in window ? requestIdleCallback(idle, { timeout: 3000 }) : setTimeout(idle, 200);
      if (document.readyState === 'complete') whenIdle();
      else window.addEventListener('load', whenIdle, { once: true });
    }
    if (options.visible) {
      const seen = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) void start();
        },
        { rootMargin: options.visible },
      );
      // The island's own element has no box of its own (display: contents): its children have.
      for (const child of el.children) seen.observe(child);
      stops.push(() => seen.disconnect());
    }
  };

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  else whenParsed();
};

export default reachDirective;
