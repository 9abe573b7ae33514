// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import yielding from '../../../src/directives/yielding';
import reach from '../../../src/directives/reach';
import { ISLAND_FAILED, ISLAND_READY, ISLAND_WAKE } from '../../../src/lib/islands';
import { CART_COUNT_KEY } from '../../../src/lib/cart-count';

/** What Astro hands a client directive: the island's loader, its options and its element. */
type Directive = (
  load: () => Promise<() => Promise<void>>,
  opts: { name: string; value: unknown },
  el: HTMLElement,
) => void;

/** An island whose code, once evaluated, queues another task, and records when it hydrates. */
function island(order: string[], { fails = false } = {}) {
  return vi.fn(async () => {
    if (fails) throw new Error('offline');
    order.push('code evaluated');
    setTimeout(() => order.push('another task'), 0);
    return async () => void order.push('hydrated');
  });
}

/** Runs every task queued so far, and those they queue. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

let host: HTMLElement;
beforeEach(() => {
  document.body.innerHTML =
    '<a href="/cart" data-cart-drawer>Cart</a><astro-island><button>Add</button></astro-island>';
  host = document.querySelector('astro-island')!;
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('client:yielding (a page that is an island)', () => {
  it('hydrates in a later task than the one that evaluated its code', async () => {
    const order: string[] = [];
    (yielding as unknown as Directive)(island(order), { name: 'CartPage', value: true }, host);
    // Waited for rather than timed: on a loaded machine the 20 ms of settle() may pass first.
    await vi.waitFor(() => expect(order).toEqual(['code evaluated', 'another task', 'hydrated']));
  });

  it('waits for the document to be parsed', async () => {
    const order: string[] = [];
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    (yielding as unknown as Directive)(island(order), { name: 'Checkout', value: true }, host);
    await settle();
    expect(order).toEqual([]);
    vi.restoreAllMocks();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await vi.waitFor(() => expect(order).toEqual(['code evaluated', 'another task', 'hydrated']));
  });
});

describe('client:reach (a shopping island on another page)', () => {
  const start = (value: unknown, order: string[] = [], options = {}) => {
    const load = island(order, options);
    (reach as unknown as Directive)(load, { name: 'CartDrawer', value }, host);
    return load;
  };

  it('loads nothing for a visitor who reaches nothing', async () => {
    const load = start({ controls: 'a[data-cart-drawer]', holds: 'cart' });
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates when her pointer or focus reaches one of its controls', async () => {
    const order: string[] = [];
    const load = start({ controls: 'a[data-cart-drawer]' }, order);
    document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['code evaluated', 'another task', 'hydrated']);
    document.querySelector('a')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hydrates once the page has loaded and is idle when she holds a cart', async () => {
    localStorage.setItem(CART_COUNT_KEY, JSON.stringify({ v: 1, count: 2, at: Date.now() }));
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const load = start({ controls: 'a[data-cart-drawer]', holds: 'cart' });
    await settle();
    // Its pictures still loading: a fetch now would hold the page's load back.
    expect(load).not.toHaveBeenCalled();
    loading.mockRestore();
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hydrates when the page asks for it by name, and tells the page when its code cannot be had', async () => {
    const failed = vi.fn();
    document.addEventListener(ISLAND_FAILED, failed);
    const load = start({ controls: 'a[data-cart-drawer]' }, [], { fails: true });
    document.dispatchEvent(new CustomEvent(ISLAND_WAKE, { detail: 'QuickView' }));
    await settle();
    expect(load).not.toHaveBeenCalled();
    document.dispatchEvent(new CustomEvent(ISLAND_WAKE, { detail: 'CartDrawer' }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledTimes(1);
    expect((failed.mock.calls[0]![0] as CustomEvent).detail).toBe('CartDrawer');
    // The next reach tries again.
    document.dispatchEvent(new CustomEvent(ISLAND_WAKE, { detail: 'CartDrawer' }));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('holds a click on its own content until it has hydrated, then gives it again', async () => {
    const order: string[] = [];
    start({ holds: 'wishlist' }, order);
    const button = host.querySelector('button')!;
    const clicks: string[] = [];
    button.addEventListener('click', () => clicks.push(order.includes('hydrated') ? 'after' : 'before'));
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    button.click();
    expect(clicks).toEqual([]);
    await settle();
    expect(clicks).toEqual(['after']);
  });

  it('holds no choice and no submit of a form the server answers: the browser takes those at once', async () => {
    host.innerHTML = `<form action="/order-tracking" method="get"><label><input type="radio" name="r" value="2"> 2</label><button>Track</button></form>`;
    start({});
    const seen: boolean[] = [];
    document.addEventListener('click', (event) => {
      seen.push(event.defaultPrevented);
      if ((event.target as Element).matches('button')) event.preventDefault(); // no navigation in the test's page
    });
    host.querySelector('input')!.click();
    host.querySelector('button')!.click();
    expect(seen).toEqual([false, false]);
    expect(host.querySelector('input')!.checked).toBe(true);
  });

  it('holds the submit of a form that only its island can send', async () => {
    host.innerHTML = `<form><button>Continue</button></form>`;
    start({});
    const seen: boolean[] = [];
    document.addEventListener('click', (event) => seen.push(event.defaultPrevented));
    host.querySelector('button')!.click();
    expect(seen).toEqual([]);
  });

  it('holds a press on a control that opens it until it says it is mounted, then gives it again', async () => {
    start({ controls: 'a[data-cart-drawer]', opens: 'a[data-cart-drawer]' });
    const link = document.querySelector('a')!;
    const seen: boolean[] = [];
    document.addEventListener('click', (event) => seen.push(event.defaultPrevented));
    link.click();
    // Held: the browser does not follow the link, and nothing else on the page sees the press yet.
    expect(seen).toEqual([]);
    await settle();
    expect(seen).toEqual([]);
    document.dispatchEvent(new CustomEvent(ISLAND_READY, { detail: 'CartDrawer' }));
    expect(seen).toEqual([false]);
    // A middle click is the browser's own (a new tab): never held.
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 1 }));
    expect(seen).toHaveLength(2);
  });

  it('follows a held link when the island’s code cannot be had', async () => {
    const leave = vi.fn();
    vi.stubGlobal('location', {
      set href(to: string) {
        leave(to);
      },
    });
    start({ controls: 'a[data-cart-drawer]', opens: 'a[data-cart-drawer]' }, [], { fails: true });
    document.querySelector('a')!.click();
    await settle();
    expect(leave).toHaveBeenCalledWith(expect.stringMatching(/\/cart$/));
  });
});
