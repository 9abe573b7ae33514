import { StoreError } from '../../../server/backend';
import { cartToken, clientAddress, json, parseBody, route, setSessionCookie } from '../../../server/http';
import { store } from '../../../server/store';
import { lockout } from '../../../server/security';
import { serverState } from '../../../server/state';
import { wishlistOwner } from '../../../server/state/wishlists';
import { LoginLockout } from '../../../server/security/lockout';
import { loginSchema } from '../../../lib/validation';
import { MSG } from '../../../lib/messages';

export const prerender = false;

const locked = (ms: number) => new StoreError('locked', MSG.lockedBody, 429, { retry_after_ms: ms });

/** Login with the server-side lockout: 5 failures per username + address lock for min(n x 5 s, 30 s). */
export const POST = route(async (ctx) => {
  const body = await parseBody(ctx, loginSchema);
  const key = LoginLockout.key(body.username, clientAddress(ctx));
  const guard = lockout();
  const wait = guard.check(key);
  if (wait > 0) throw locked(wait);
  let result;
  try {
    result = await store().login(body.username, body.password);
  } catch (err) {
    if (err instanceof StoreError && (err.code === 'invalid_credentials' || err.status === 401)) {
      const lockMs = guard.fail(key);
      if (lockMs > 0) throw locked(lockMs);
    }
    throw err;
  }
  guard.succeed(key);
  setSessionCookie(ctx, result.token, result.expiresAt);
  // The wishlist kept while browsing as a guest joins the account's (state/wishlists.ts, for both drivers).
  await serverState().wishlists.mergeWishlist(wishlistOwner({ cartToken: cartToken(ctx), userId: null }), wishlistOwner({ cartToken: '', userId: result.user.id }));
  return json({ user: result.user, expires_at: result.expiresAt });
});
