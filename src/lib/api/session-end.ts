/**
 * The server's end of a session the browser found expired (stores/session-expiry): loaded only
 * then, with the anti-forgery code its request needs, so no page carries it beforehand.
 */
import { clearCsrf, csrfToken } from './csrf';
import { attempt, BASE_HEADERS } from './transport';

/**
 * Ends the server session (POST /api/auth/logout) for a session the browser found expired, then
 * forgets the anti-forgery value that request still needed. `keepalive` lets it finish while the
 * page leaves (the account page sends the shopper on to /login at once). Never rejects.
 */
export async function endExpiredSession(): Promise<void> {
  try {
    await attempt('/api/auth/logout', {
      method: 'POST',
      headers: { ...BASE_HEADERS, 'X-CSRF-Token': csrfToken(), 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
      credentials: 'same-origin',
      keepalive: true,
    });
  } catch {
    /* the server session runs out by itself */
  } finally {
    clearCsrf();
  }
}
