import { StoreError, type AuthResult } from '../../backend';
import type { User } from '../../../lib/schemas/user';
import { MSG } from '../../../lib/messages';
import { WooHttp, WooHttpError, parse, toStoreError } from './http';
import { jwtTmeisterSchema, jwtUsefulteamSchema, wooCustomerSchema } from './schemas/accounts';
import { reshapeCustomer } from './reshape/customers';
import type { StorePlaces } from './places';

/**
 * Customer login through a WordPress JWT plugin (namespace jwt-auth/v1).
 *
 * Login is POST /jwt-auth/v1/token, which answers no `user` object. Tmeister's plugin answers
 * `{token, user_email, user_nicename, user_display_name}` (no user object, no id) and usefulteam's
 * answers `{success, data: {token, id, email, ...}}`: both are read here. The user id comes from
 * the body (usefulteam) or from the token's own payload (`data.user.id`, both plugins), and the
 * profile from GET /wc/v3/customers/{id} with the keys.
 *
 * POST /jwt-auth/v1/token/refresh does not exist in Tmeister's plugin, and
 * usefulteam's works only from its own HttpOnly refresh cookie, which a server-side caller does
 * not hold. So refresh = POST /token/validate, then keep the same WordPress token: the session
 * lasts at most SESSION_MS past each refresh and never beyond the token's own expiry.
 */

/** How long a WordPress login holds before a refresh, as the shop's own sessions (security/session.ts IDLE_MS). */
export const SESSION_MS = 60 * 60_000;
/** Tmeister's default token life when a token carries no exp. */
const DEFAULT_TOKEN_MS = 7 * 24 * 60 * 60_000;
/** verify() runs on every logged-in request; one validate call per token per minute is enough. */
const VERIFY_CACHE_MS = 60_000;

interface TokenClaims {
  userId: number | null;
  expMs: number | null;
}

/** Reads (does not verify) a JWT payload: WordPress verified it when it issued or validated it. */
export function readClaims(token: string): TokenClaims {
  try {
    const part = token.split('.')[1] ?? '';
    const payload = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as {
      exp?: number;
      data?: { user?: { id?: string | number } };
    };
    const id = Number(payload.data?.user?.id);
    return {
      userId: Number.isInteger(id) && id > 0 ? id : null,
      expMs: typeof payload.exp === 'number' ? payload.exp * 1000 : null,
    };
  } catch {
    return { userId: null, expMs: null };
  }
}

interface TokenAnswer {
  token: string;
  userId: number | null;
  email: string;
  username: string;
  displayName: string;
  firstName: string;
  lastName: string;
}

/** Both plugins' token answers -> one shape. */
export function readTokenAnswer(data: unknown): TokenAnswer {
  const tm = jwtTmeisterSchema.safeParse(data);
  if (tm.success) {
    const claims = readClaims(tm.data.token);
    return {
      token: tm.data.token,
      userId: claims.userId,
      email: tm.data.user_email,
      username: tm.data.user_nicename,
      displayName: tm.data.user_display_name,
      firstName: '',
      lastName: '',
    };
  }
  const uf = parse(jwtUsefulteamSchema, data, 'jwt token');
  const d = uf.data;
  return {
    token: d.token,
    userId: d.id > 0 ? d.id : readClaims(d.token).userId,
    email: d.email,
    username: d.nicename,
    displayName: d.displayName,
    firstName: d.firstName,
    lastName: d.lastName,
  };
}

export class WooAuth {
  private readonly verified = new Map<string, { user: User; until: number }>();

  constructor(
    private readonly http: WooHttp,
    private readonly now: () => number = Date.now,
    /** State names for the customer's saved addresses (they prefill checkout). */
    private readonly places?: StorePlaces,
  ) {}

  private expiresAt(token: string): number {
    const exp = readClaims(token).expMs ?? this.now() + DEFAULT_TOKEN_MS;
    return Math.min(exp, this.now() + SESSION_MS);
  }

  /** The profile for a token answer: the WooCommerce customer record, else what the token said. */
  private async userFor(answer: Omit<TokenAnswer, 'token'>): Promise<User> {
    if (answer.userId !== null) {
      try {
        const res = await this.http.call('v3', `/customers/${answer.userId}`);
        const user = reshapeCustomer(parse(wooCustomerSchema, res.data, 'customer'), answer.displayName);
        if (!this.places) return user;
        const [billing, shipping] = await Promise.all([
          this.places.named(user.billing),
          this.places.named(user.shipping),
        ]);
        return { ...user, billing, shipping };
      } catch (err) {
        // A user without a WooCommerce customer record (e.g. a shop manager) still logs in.
        if (!(err instanceof WooHttpError && (err.status === 404 || err.status === 400))) throw toStoreError(err);
      }
    }
    if (answer.userId === null)
      throw new StoreError('backend_error', MSG.backendUnavailable, 502, { reason: 'jwt_without_user_id' });
    return {
      id: answer.userId,
      username: answer.username,
      email: answer.email,
      display_name: answer.displayName || answer.username,
      first_name: answer.firstName,
      last_name: answer.lastName,
      billing: {},
      shipping: {},
      email_confirmed: false,
    };
  }

  /** POST /jwt-auth/v1/token {username, password}. Wrong credentials -> 401 invalid credentials. */
  async token(username: string, password: string): Promise<TokenAnswer> {
    try {
      const res = await this.http.call('jwt', '/token', { method: 'POST', body: { username, password } });
      return readTokenAnswer(res.data);
    } catch (err) {
      if (err instanceof WooHttpError && err.status === 404) {
        // rest_no_route: the JWT plugin is not installed, so nobody can log in.
        throw new StoreError('unavailable', MSG.backendUnavailable, 503, { reason: 'jwt_plugin_missing' });
      }
      if (err instanceof WooHttpError && err.status < 500)
        throw new StoreError('invalid_credentials', MSG.invalidCredentials, 401, { woo_code: err.code });
      throw toStoreError(err);
    }
  }

  async login(username: string, password: string): Promise<AuthResult> {
    const answer = await this.token(username, password);
    const user = await this.userFor(answer);
    this.verified.set(answer.token, { user, until: this.now() + VERIFY_CACHE_MS });
    return { user, token: answer.token, expiresAt: this.expiresAt(answer.token) };
  }

  /** POST /jwt-auth/v1/token/validate with the token as Bearer. null = WordPress refused it. */
  async verify(token: string): Promise<User | null> {
    const cached = this.verified.get(token);
    if (cached && cached.until > this.now()) return cached.user;
    this.verified.delete(token);
    try {
      const res = await this.http.call('jwt', '/token/validate', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      if ((res.data as { success?: unknown } | null)?.success === false) return null;
    } catch (err) {
      if (err instanceof WooHttpError && err.status >= 400 && err.status < 500) return null;
      // WordPress down is not a logout: the caller reports "unavailable" and keeps the session.
      throw toStoreError(err);
    }
    const claims = readClaims(token);
    const user = await this.userFor({
      userId: claims.userId,
      email: '',
      username: '',
      displayName: '',
      firstName: '',
      lastName: '',
    });
    this.verified.set(token, { user, until: this.now() + VERIFY_CACHE_MS });
    return user;
  }

  /** Forgets this process's checks of a customer's tokens: her record changed (her email was confirmed). */
  forget(userId: number): void {
    for (const [token, entry] of this.verified) if (entry.user.id === userId) this.verified.delete(token);
  }

  async refresh(token: string): Promise<AuthResult> {
    this.verified.delete(token);
    const user = await this.verify(token);
    if (!user) throw new StoreError('unauthorized', MSG.sessionExpired, 401);
    return { user, token, expiresAt: this.expiresAt(token) };
  }
}
