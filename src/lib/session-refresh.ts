/**
 * When the login token is refreshed, and how a server's expiry reads: rules only the session store
 * (src/stores/session.ts) applies. Apart from ./auth, which every page's first script imports,
 * so that script carries neither them nor their names (a content page's first script has 3 KB gzip).
 */
import type { SessionRecord } from './auth';
import { TOKEN_REFRESH_THRESHOLD_MS } from './header-constants';

/** Servers answer expiry in seconds (JWT `exp`) or milliseconds: normalise to ms. */
export function toEpochMs(value: number): number {
  return value < 1e12 ? value * 1000 : value;
}

/** True when less than 5 minutes of the token remain (and it has not yet expired). */
export function needsRefresh(record: SessionRecord, now: number): boolean {
  return record.expiresAt > now && record.expiresAt - now < TOKEN_REFRESH_THRESHOLD_MS;
}
