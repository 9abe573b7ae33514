import { createHash, randomBytes } from 'node:crypto';
import { StoreError, type AccountsApi, type AuthResult } from '../backend';
import type { SessionStore } from '../state/sessions';
import type { User } from '../../lib/schemas/user';
import { MSG } from '../../lib/messages';

/**
 * Login sessions. The shopper's cookie holds a random id; the server keeps the session behind
 * it (state/sessions.ts): whose it is, the driver's own token (the embedded store's, or the
 * WordPress JWT, which so never reaches the browser), when it began and when it runs out.
 * - A session lasts IDLE_MS (60 minutes) and a refresh moves that on, never past ABSOLUTE_MS
 *   (12 hours) from the login: a stolen cookie dies with its session at the latest.
 * - Logout ends the session; a password change ends the customer's other sessions, a reset all
 *   of them, in every server process at once.
 * - Each use also asks the driver whether its own token still holds.
 */
export const IDLE_MS = 60 * 60_000;
export const ABSOLUTE_MS = 12 * 60 * 60_000;

/** What the session store is keyed by: the id's hash, so the store holds no usable cookie. */
const storeId = (cookie: string) => createHash('sha256').update(cookie).digest('base64url');
const COOKIE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface LiveSession {
  user: User;
  /** Epoch ms when the session runs out unless refreshed. */
  expiresAt: number;
}

export class Sessions {
  private started = 0;

  constructor(
    private readonly store: SessionStore,
    private readonly accounts: Pick<AccountsApi, 'verify' | 'refresh'>,
    private readonly options: { absoluteMs?: number; idleMs?: number; now?: () => number } = {},
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private get idleMs(): number {
    return this.options.idleMs ?? IDLE_MS;
  }

  private get absoluteMs(): number {
    return this.options.absoluteMs ?? ABSOLUTE_MS;
  }

  /** After a successful login: a new session; answers the cookie value and its expiry. */
  async start(login: AuthResult): Promise<{ cookie: string; expiresAt: number }> {
    const now = this.now();
    // Now and then forget sessions that ran out, so the store stays the size of the live ones.
    if (++this.started % 100 === 0) await this.store.purge(now);
    const cookie = randomBytes(32).toString('base64url');
    const expiresAt = Math.min(login.expiresAt, now + this.idleMs, now + this.absoluteMs);
    await this.store.create(storeId(cookie), {
      userId: login.user.id,
      storeToken: login.token,
      createdAt: now,
      expiresAt,
    });
    return { cookie, expiresAt };
  }

  /** The customer of a live session, else null (unknown, ended, run out, or refused by the driver). */
  async current(cookie: string | undefined): Promise<LiveSession | null> {
    if (!cookie || !COOKIE_SHAPE.test(cookie)) return null;
    const rec = await this.store.get(storeId(cookie));
    if (!rec || rec.expiresAt <= this.now()) return null;
    const user = await this.accounts.verify(rec.storeToken);
    return user && user.id === rec.userId ? { user, expiresAt: rec.expiresAt } : null;
  }

  /** Moves a live session's expiry on (not past its absolute limit); 401 session expired otherwise. */
  async refresh(cookie: string | undefined): Promise<LiveSession> {
    const expired = new StoreError('unauthorized', MSG.sessionExpired, 401);
    if (!cookie || !COOKIE_SHAPE.test(cookie)) throw expired;
    const id = storeId(cookie);
    const rec = await this.store.get(id);
    const now = this.now();
    const lastMoment = rec ? rec.createdAt + this.absoluteMs : 0;
    if (!rec || rec.expiresAt <= now || lastMoment <= now) throw expired;
    const renewed = await this.accounts.refresh(rec.storeToken);
    if (renewed.user.id !== rec.userId) throw expired;
    const expiresAt = Math.min(renewed.expiresAt, now + this.idleMs, lastMoment);
    if (!(await this.store.extend(id, expiresAt, renewed.token))) throw expired;
    return { user: renewed.user, expiresAt };
  }

  /** Logout. */
  async end(cookie: string | undefined): Promise<void> {
    if (cookie && COOKIE_SHAPE.test(cookie)) await this.store.delete(storeId(cookie));
  }

  /** A password change or reset: ends the customer's sessions, all but `keepCookie` when given. */
  async endAllOf(userId: number, keepCookie?: string): Promise<number> {
    return this.store.deleteForUser(userId, keepCookie ? storeId(keepCookie) : undefined);
  }
}
