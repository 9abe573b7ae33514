import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrf, csrfToken, rotateCsrf } from '../../../src/lib/api/csrf';
import { installBrowser } from './fakes';

const HEX32 = /^[0-9a-f]{32}$/;
let browser: ReturnType<typeof installBrowser>;

beforeEach(() => {
  browser = installBrowser();
  clearCsrf();
  browser.doc.writes = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('anti-forgery value', () => {
  it('is created on first use, kept in localStorage and mirrored into a Strict, site-wide cookie', () => {
    const v = csrfToken();
    expect(v).toMatch(HEX32);
    expect(browser.storage.getItem('nefertari.csrf')).toBe(v);
    expect(browser.doc.jar.get('csrf_token')).toBe(v);
    expect(browser.doc.writes).toEqual([`csrf_token=${v}; Path=/; SameSite=Strict`]);
  });

  it('stays the same across calls and does not rewrite a matching cookie', () => {
    const v = csrfToken();
    browser.doc.writes = [];
    expect(csrfToken()).toBe(v);
    expect(browser.doc.writes).toEqual([]);
  });

  it('is marked Secure on https', () => {
    browser = installBrowser('https:');
    const v = csrfToken();
    expect(browser.doc.writes).toEqual([`csrf_token=${v}; Path=/; SameSite=Strict; Secure`]);
  });

  it.each(['not-hex', 'ABCDEF0123456789ABCDEF0123456789', '0123', '{"x":1}', ''])(
    'replaces a corrupt stored value %j',
    (bad) => {
      browser.storage.setItem('nefertari.csrf', bad);
      const v = csrfToken();
      expect(v).toMatch(HEX32);
      expect(v).not.toBe(bad);
      expect(browser.storage.getItem('nefertari.csrf')).toBe(v);
      expect(browser.doc.jar.get('csrf_token')).toBe(v);
    },
  );

  it('rewrites a missing or different cookie from the stored value', () => {
    const stored = 'a'.repeat(32);
    browser.storage.setItem('nefertari.csrf', stored);
    expect(csrfToken()).toBe(stored);
    expect(browser.doc.jar.get('csrf_token')).toBe(stored);
    browser.doc.jar.set('csrf_token', 'b'.repeat(32));
    expect(csrfToken()).toBe(stored);
    expect(browser.doc.jar.get('csrf_token')).toBe(stored);
  });

  it('rotates to a new value in storage and cookie', () => {
    const before = csrfToken();
    const after = rotateCsrf();
    expect(after).toMatch(HEX32);
    expect(after).not.toBe(before);
    expect(csrfToken()).toBe(after);
    expect(browser.doc.jar.get('csrf_token')).toBe(after);
  });

  it('clears storage and cookie; the next use makes a new value', () => {
    const before = csrfToken();
    clearCsrf();
    expect(browser.storage.getItem('nefertari.csrf')).toBeNull();
    expect(browser.doc.jar.has('csrf_token')).toBe(false);
    expect(csrfToken()).not.toBe(before);
  });

  it('still works when localStorage throws (storage disabled)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    const v = csrfToken();
    expect(v).toMatch(HEX32);
    expect(csrfToken()).toBe(v);
    expect(browser.doc.jar.get('csrf_token')).toBe(v);
  });
});
