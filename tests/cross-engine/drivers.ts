import { spawn, type ChildProcess } from 'node:child_process';
import { globSync, writeFileSync } from 'node:fs';
import { findTool, missingToolMessage, toolOf } from '../../scripts/test-tools.mjs';
import { freePort } from '../integration/server';

/**
 * The few things the cross-engine journey asks of a browser, in two engines: Debian's Firefox ESR
 * over WebDriver BiDi (puppeteer-core drives it, and never downloads a browser), and WebKitGTK
 * over classic WebDriver (WebKitWebDriver, by hand under Xvfb: see the README). Elements are
 * found in the page (./shopper.ts) and named by a CSS selector; clicks and typing are the
 * engine's own input, as a shopper's would be.
 */
export interface Driver {
  /** "Firefox 153.7.0esr" */
  readonly name: string;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the page with JSON arguments and answers its JSON result. */
  run<T>(fn: (...args: never[]) => T, ...args: unknown[]): Promise<Awaited<T>>;
  click(selector: string): Promise<void>;
  /** Replaces the field's text by typing `text`. */
  type(selector: string, text: string): Promise<void>;
  select(selector: string, value: string): Promise<void>;
  /** Uncaught errors and unhandled rejections the pages have had since the last call. */
  pageErrors(): Promise<string[]>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** Debian's Firefox ESR (FIREFOX_PATH for another), found as npm test's first step finds it. */
export async function firefox(): Promise<Driver> {
  const tool = toolOf('firefox-esr');
  const executablePath = findTool(tool).path;
  if (!executablePath) throw new Error(missingToolMessage(tool));
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
    // Nothing the journey needs: the shop's own requests only.
    extraPrefsFirefox: { 'app.update.enabled': false, 'browser.shell.checkDefaultBrowser': false },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  let errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err instanceof Error ? err.message : String(err)));
  const version = (await browser.version()).replace(/^firefox\//i, '');
  return {
    name: `Firefox ${version}`,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async url() {
      return page.url();
    },
    run: (fn, ...args) => page.evaluate(fn as (...a: unknown[]) => unknown, ...args) as never,
    async click(selector) {
      await page.click(selector);
    },
    async type(selector, text) {
      await page.locator(selector).fill(text);
    },
    async select(selector, value) {
      await page.select(selector, value);
    },
    async pageErrors() {
      const seen = errors;
      errors = [];
      return seen;
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    close: () => browser.close(),
  };
}

/** W3C WebDriver's reference to an element in its answers. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** WebDriver's End and Backspace keys. */
const END = '\uE010';
const BACKSPACE = '\uE003';
/** Where a page keeps its errors for a driver that cannot listen for them (./shopper.ts records them). */
export const ERRORS_KEY = 'cross-engine.errors';

/** WebKitGTK's MiniBrowser driven by WebKitWebDriver (Debian: webkit2gtk-driver); needs a display (xvfb-run). */
export async function webkitgtk(): Promise<Driver> {
  const binary =
    process.env.WEBKIT_BROWSER_PATH ?? globSync('/usr/lib/*/webkit2gtk-4.1/MiniBrowser')[0] ?? 'MiniBrowser';
  if (!process.env.DISPLAY) throw new Error('WebKitGTK needs a display: run this under xvfb-run -a.');
  const tool = toolOf('webkit2gtk-driver');
  const webDriver = findTool(tool).path;
  if (!webDriver) throw new Error(missingToolMessage(tool));
  const port = await freePort();
  const driver: ChildProcess = spawn(webDriver, [`--port=${port}`], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  // Every command of the W3C protocol is one JSON request; errors come back as { value: { error, message } }.
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await res.json()) as { value: unknown };
    if (!res.ok) {
      const e = value as { error: string; message: string };
      throw new Error(`WebDriver ${path.split('/').slice(3).join('/') || path}: ${e.error}: ${e.message}`);
    }
    return value;
  };
  let created: { sessionId: string; capabilities: { browserVersion: string } } | undefined;
  for (let i = 0; i < 50 && !created; i++) {
    try {
      created = (await call('POST', '/session', {
        capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary, args: ['--automation'] } } },
      })) as typeof created;
    } catch (err) {
      if (!String(err).includes('fetch failed')) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  if (!created) throw new Error('WebKitWebDriver did not start');
  const session = `/session/${created.sessionId}`;
  const element = async (selector: string) =>
    ((await call('POST', `${session}/element`, { using: 'css selector', value: selector })) as Record<string, string>)[
      ELEMENT
    ]!;
  const run: Driver['run'] = (fn, ...args) =>
    call('POST', `${session}/execute/sync`, {
      script: `return (${fn.toString()}).apply(null, arguments)`,
      args,
    }) as never;
  await call('POST', `${session}/window/rect`, { width: 1280, height: 800 }).catch(() => undefined);
  const click = async (selector: string) => {
    await call('POST', `${session}/element/${await element(selector)}/click`, {});
  };
  return {
    name: `WebKitGTK ${created.capabilities.browserVersion}`,
    async goto(url) {
      await call('POST', `${session}/url`, { url });
    },
    async url() {
      return (await call('GET', `${session}/url`)) as string;
    },
    run,
    click,
    async type(selector, text) {
      const id = await element(selector);
      // WebKit's clear does not scroll to a field below the fold, and refuses it there.
      await run((s: string) => document.querySelector(s)!.scrollIntoView({ block: 'center' }), selector);
      await call('POST', `${session}/element/${id}/clear`, {});
      // WebKit's clear leaves a number field as it was (and Control+A selects nothing there): erase it by keys.
      const left = await run((s: string) => (document.querySelector(s) as HTMLInputElement).value.length, selector);
      const erase = left ? END + BACKSPACE.repeat(left) : '';
      await call('POST', `${session}/element/${id}/value`, { text: erase + text });
    },
    async select(selector, value) {
      await click(`${selector} option[value="${value}"]`);
    },
    async pageErrors() {
      return run((key: string) => {
        const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
        sessionStorage.removeItem(key);
        return seen;
      }, ERRORS_KEY);
    },
    async screenshot(file) {
      writeFileSync(file, Buffer.from((await call('GET', `${session}/screenshot`)) as string, 'base64'));
    },
    async close() {
      await call('DELETE', session).catch(() => undefined);
      driver.kill();
    },
  };
}
