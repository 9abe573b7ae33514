import { DatabaseSync } from 'node:sqlite';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { MAIL_MSG } from '../../src/lib/mail-messages';
import type { ParsedMail } from 'mailparser';
import { readOutbox, resetLink } from '../unit/mail/smtp';

/** Shared steps of the auth and account specs: what a shopper does, plus API set-up from the page. */

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

let seq = 0;
export function newUser(tag = 'u'): TestUser {
  const id = `${tag}${Date.now().toString(36)}${process.pid.toString(36)}${(seq++).toString(36)}`;
  return { username: id, email: `${id}@example.com`, password: 'Secret#123' };
}

/** A JSON call from the page, with the anti-forgery value the real client would send. */
export async function pageFetch<T = unknown>(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      let token = localStorage.getItem('nefertari.csrf');
      if (!token || !/^[0-9a-f]{32}$/.test(token)) {
        token = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
        localStorage.setItem('nefertari.csrf', token);
      }
      document.cookie = `csrf_token=${token}; Path=/; SameSite=Strict`;
      const res = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { method, url, body },
  ) as Promise<{ status: number; body: T }>;
}

/** Registers through the API (the register form has its own test). The page must be on the shop's origin. */
export async function registerViaApi(page: Page, user: TestUser): Promise<void> {
  const res = await pageFetch(page, 'POST', '/api/auth/register', user);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

export async function loginViaForm(page: Page, user: Pick<TestUser, 'username' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Username or Email').fill(user.username);
  await page.getByRole('main').getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signedIn(page: Page, user: TestUser): Promise<void> {
  await page.goto('/login');
  await registerViaApi(page, user);
  await loginViaForm(page, user);
  await expect(page).toHaveURL(/\/account$/);
}

/** The newest password-reset message to this address in the outbox (embedded store, no SMTP_URL: outbox/ beside its database file). */
export async function outboxCode(email: string, after = 0): Promise<{ code: string; link: string }> {
  const dir = path.join(path.dirname(databasePath()), 'outbox');
  let found: { code: string; link: string } | null = null;
  await expect
    .poll(async () => {
      const mails = (await readOutbox(dir)).filter(
        (m) =>
          m.file.endsWith(`-${email}.eml`) &&
          Number(m.file.split('-')[0]) >= after &&
          m.mail.subject === MAIL_MSG.resetSubject,
      );
      const last = mails.at(-1);
      found = last ? resetLink(last.mail) : null;
      return found?.code ?? null;
    })
    .not.toBeNull();
  return found!;
}

/** The newest message with this subject to this address in the outbox, once it is there. */
export async function outboxMail(email: string, subject: string): Promise<ParsedMail> {
  const dir = path.join(path.dirname(databasePath()), 'outbox');
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      found = (await readOutbox(dir))
        .filter((m) => m.file.endsWith(`-${email}.eml`) && m.mail.subject === subject)
        .at(-1)?.mail;
      return found ? 'there' : null;
    })
    .toBe('there');
  return found!;
}

/**
 * The server's database file: E2E_DATABASE_PATH when given, else the newest .data/e2e-*.db
 * (playwright.config.ts names one per run).
 */
export function databasePath(): string {
  if (process.env.E2E_DATABASE_PATH) return path.resolve(process.env.E2E_DATABASE_PATH);
  const dir = path.resolve('.data');
  const dbs = readdirSync(dir)
    .filter((f) => /^e2e-.*\.db$/.test(f))
    .map((f) => path.join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!dbs[0]) throw new Error('no e2e database found');
  return dbs[0];
}

/** Lets 30 minutes pass for this user's outstanding reset codes (the server's clock cannot be faked from here). */
export function expireResetCodes(email: string): void {
  // node:sqlite, not the sqlite3 command: a fresh machine has Node 24 but no SQLite shell.
  const db = new DatabaseSync(databasePath(), { timeout: 5000 });
  try {
    db.prepare(
      'UPDATE reset_codes SET expires_at = 0 WHERE used_at IS NULL AND user_id = (SELECT id FROM users WHERE email = ?)',
    ).run(email);
  } finally {
    db.close();
  }
}
