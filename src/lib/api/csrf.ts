/**
 * The browser half of the double-submit anti-forgery check: one random value kept in
 * localStorage and mirrored into a non-httpOnly `csrf_token` cookie; every non-GET request
 * sends it again in the X-CSRF-Token header and the server compares the two.
 */

import { readText, removeStored, writeText } from '../storage';

export const CSRF_STORAGE_KEY = 'nefertari.csrf';
export const CSRF_COOKIE = 'csrf_token';
const VALID = /^[0-9a-f]{32}$/;

/** Used when localStorage refuses the value (private mode, storage disabled): it lives for this page only. */
let memoryValue: string | null = null;

function newValue(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function readStored(): string | null {
  const v = readText(CSRF_STORAGE_KEY) ?? memoryValue;
  return v !== null && VALID.test(v) ? v : null;
}

function store(value: string): void {
  memoryValue = value;
  writeText(CSRF_STORAGE_KEY, value);
}

function readCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) return rest.join('=');
  }
  return null;
}

function writeCookie(value: string, maxAge?: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  const age = maxAge === undefined ? '' : `; Max-Age=${maxAge}`;
  document.cookie = `${CSRF_COOKIE}=${value}; Path=/; SameSite=Strict${age}${secure}`;
}

/**
 * The anti-forgery value, created on first use. A corrupt stored value is replaced, and the
 * cookie is rewritten whenever it is missing or differs (the shopper may have cleared cookies
 * but not storage), so header and cookie always match.
 */
export function csrfToken(): string {
  let value = readStored();
  if (value === null) {
    value = newValue();
    store(value);
  }
  if (readCookie() !== value) writeCookie(value);
  return value;
}

/** A fresh value (after login), so a value seen before the login is worth nothing after it. */
export function rotateCsrf(): string {
  const value = newValue();
  store(value);
  writeCookie(value);
  return value;
}

/** Forget the value (logout); the next non-GET request creates a new one. */
export function clearCsrf(): void {
  memoryValue = null;
  removeStored(CSRF_STORAGE_KEY);
  writeCookie('', 0);
}
