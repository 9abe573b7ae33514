import { decodeJwt } from 'jose';
import { TOKEN_LIFETIME_MS } from './tokens';

/**
 * Rules about the session a shopper's cookie carries (the token itself is the driver's: the
 * embedded store signs its own, WordPress's JWT plugin signs the WooCommerce driver's).
 */

/**
 * When the session token runs out, in epoch milliseconds: the token's own expiry (both drivers'
 * tokens are JWTs), else a fresh lifetime from now for a token that carries none.
 */
export function sessionExpiresAt(token: string | undefined, now = Date.now()): number {
  try {
    const exp = decodeJwt(token ?? '').exp;
    if (exp) return exp * 1000;
  } catch {
    // Not a JWT: assume a fresh lifetime.
  }
  return now + TOKEN_LIFETIME_MS;
}
