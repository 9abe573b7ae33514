import { ERRORS_KEY, type Driver } from './drivers';

/**
 * What the journey does, as a shopper would, in any engine (./drivers.ts): finds controls by role
 * and name, fields by label, text by what it says, waits for them to show, and fails with what it
 * was waiting for. Finding runs in the page (one function for every engine) and tags the element
 * it found, which the engine then clicks or types into.
 */
export type Name = string | RegExp;
export type Role = 'button' | 'link' | 'checkbox' | 'radio' | 'heading' | 'dialog' | 'tab';
export type Query = ({ role: Role; name: Name } | { label: Name } | { text: Name } | { css: string; text?: Name }) & {
  /** Only inside the first element this CSS selector finds. */
  within?: string;
};

const TIMEOUT_MS = Number(process.env.CROSS_ENGINE_TIMEOUT_MS ?? 10_000);

/** A name as JSON can carry it into the page. */
type Wanted = { text: string } | { re: string; flags: string };
const wanted = (name: Name): Wanted =>
  typeof name === 'string' ? { text: name } : { re: name.source, flags: name.flags };

const describe = (q: Query) =>
  ('role' in q
    ? `${q.role} "${q.name}"`
    : 'label' in q
      ? `field "${q.label}"`
      : 'css' in q
        ? `${q.css}${q.text ? ` "${q.text}"` : ''}`
        : `"${q.text}"`) + (q.within ? ` in ${q.within}` : '');

/**
 * Runs in the page: the first visible element the query finds, tagged, as a CSS selector; null
 * when there is none yet. It also starts recording the page's uncaught errors for engines that
 * cannot listen for them (WebKitGTK's WebDriver), in sessionStorage so that they outlive the page.
 */
function locate(
  q: { role?: string; name?: Wanted; label?: Wanted; text?: Wanted; css?: string; within?: string },
  errorsKey: string,
): string | null {
  const w = window as unknown as { __crossEngine?: number };
  if (w.__crossEngine === undefined) {
    w.__crossEngine = 0;
    const keep = (message: string) => {
      const seen = JSON.parse(sessionStorage.getItem(errorsKey) ?? '[]') as string[];
      sessionStorage.setItem(errorsKey, JSON.stringify([...seen, message]));
    };
    addEventListener('error', (e) => keep(String(e.message)));
    addEventListener('unhandledrejection', (e) => keep(String(e.reason?.message ?? e.reason)));
  }
  const scope = q.within ? document.querySelector(q.within) : document;
  if (!scope) return null;
  // The text a screen reader would read: hidden and aria-hidden parts left out.
  const textOf = (n: Node): string =>
    n.nodeType === Node.TEXT_NODE
      ? (n.nodeValue ?? '')
      : n instanceof HTMLElement && (n.hidden || n.getAttribute('aria-hidden') === 'true')
        ? ''
        : [...n.childNodes].map(textOf).join('');
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const is = (text: string, want: Wanted) =>
    'text' in want ? norm(text) === want.text : new RegExp(want.re, want.flags).test(norm(text));
  const labelOf = (el: Element) => {
    const by = el.getAttribute('aria-labelledby');
    return norm(
      el.getAttribute('aria-label') ||
        (by ? by.split(' ').map((id) => textOf(document.getElementById(id) ?? document.createTextNode(''))) : []).join(
          ' ',
        ) ||
        [...((el as HTMLInputElement).labels ?? [])].map(textOf).join(' '),
    );
  };
  const nameOf = (el: Element) => labelOf(el) || norm(textOf(el) || (el as HTMLInputElement).value);
  const shown = (el: Element) => {
    // A native checkbox or radio may be drawn by its label.
    const box = (el instanceof HTMLInputElement && el.labels?.[0]) || el;
    const r = box.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(box).visibility !== 'hidden';
  };
  const ROLES: Record<string, string> = {
    button: 'button, [role="button"], input[type="submit"]',
    link: 'a[href]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    radio: 'input[type="radio"], [role="radio"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    dialog: 'dialog, [role="dialog"]',
    tab: '[role="tab"]',
  };
  const all = (css: string) => [...scope.querySelectorAll(css)];
  let found: Element[];
  if (q.css) found = all(q.css).filter((el) => !q.text || is(textOf(el), q.text));
  else if (q.role) found = all(ROLES[q.role]!).filter((el) => is(nameOf(el), q.name!));
  else if (q.label) found = all('input, select, textarea').filter((el) => is(labelOf(el), q.label!));
  else {
    // The innermost elements that say it.
    const saying = all('body *').filter((el) => is(textOf(el), q.text!));
    found = saying.filter((el) => !saying.some((other) => other !== el && el.contains(other)));
  }
  const el = found.find(shown);
  if (!el) return null;
  el.setAttribute('data-cross-engine', String(++w.__crossEngine));
  return `[data-cross-engine="${w.__crossEngine}"]`;
}

export class Shopper {
  readonly driver: Driver;
  /** The shop's address, e.g. http://127.0.0.1:41234 */
  readonly base: string;

  constructor(driver: Driver, base: string) {
    this.driver = driver;
    this.base = base;
  }

  /** Waits for `check` to answer something other than null, false or a throw. */
  async waitFor<T>(what: string, check: () => Promise<T | null | false>, timeout = TIMEOUT_MS): Promise<T> {
    const deadline = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        const got = await check();
        if (got !== null && got !== false) return got;
      } catch (err) {
        // A page being replaced, an element re-rendered: look again.
        last = err;
      }
      if (Date.now() > deadline)
        throw new Error(`Timed out after ${timeout} ms waiting for ${what}${last ? ` (last: ${String(last)})` : ''}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  find(q: Query, timeout?: number): Promise<string> {
    const { within, ...rest } = q;
    const sent = {
      ...rest,
      ...('name' in q ? { name: wanted(q.name) } : {}),
      ...('label' in q ? { label: wanted(q.label) } : {}),
      ...('text' in q && q.text !== undefined ? { text: wanted(q.text) } : {}),
      within,
    };
    return this.waitFor(describe(q), () => this.driver.run(locate as never, sent, ERRORS_KEY), timeout);
  }

  /** Waits until the query finds something on screen. */
  async see(q: Query, timeout?: number): Promise<void> {
    await this.find(q, timeout);
  }

  /** Waits until the query finds nothing on screen. */
  async notSee(q: Query): Promise<void> {
    await this.waitFor(`${describe(q)} to go`, async () => {
      try {
        await this.find(q, 0);
        return false;
      } catch {
        return true;
      }
    });
  }

  async goto(path: string): Promise<void> {
    await this.driver.goto(this.base + path);
  }

  async click(q: Query): Promise<void> {
    await this.waitFor(`a click on ${describe(q)}`, async () => {
      await this.driver.click(await this.find(q));
      return true;
    });
  }

  /** Types into a field, once it takes typing (a form may wait for its script to be ready). */
  async fill(q: Query, text: string): Promise<void> {
    await this.waitFor(`typing into ${describe(q)}`, async () => {
      await this.driver.type(await this.find(q), text);
      return true;
    });
  }

  async select(q: Query, value: string): Promise<void> {
    await this.driver.select(await this.find(q), value);
  }

  /** Ticks a checkbox or radio (a click, as a shopper would) unless it is ticked already. */
  async check(q: Query): Promise<void> {
    // Found again each time: a list may draw its controls anew once one is ticked.
    const ticked = async () =>
      this.driver.run((s: string) => (document.querySelector(s) as HTMLInputElement).checked, await this.find(q));
    if (!(await ticked())) await this.driver.click(await this.find(q));
    await this.waitFor(`${describe(q)} ticked`, ticked);
  }

  /** Waits for the address to match, and for its page to have loaded. */
  async waitForUrl(pattern: RegExp): Promise<string> {
    return this.waitFor(`the address to match ${pattern}`, async () => {
      const url = await this.driver.url();
      if (!pattern.test(url)) return null;
      return (await this.driver.run(() => document.readyState)) === 'complete' ? url : null;
    });
  }

  /** The text of what the query finds. */
  async textOf(q: Query): Promise<string> {
    const selector = await this.find(q);
    return this.driver.run((s: string) => document.querySelector(s)!.textContent ?? '', selector);
  }
}
