import { StoreError, type AccountsApi, type AuthResult } from '../backend';
import { LoginLockout } from './lockout';
import { wishlistOwner, type WishlistStore } from '../state/wishlists';
import { MSG } from '../../lib/messages';

/**
 * What happens when a shopper logs in, whichever driver checks the password:
 * 1. a username + client address that is locked out waits (429 'locked', with retry_after_ms),
 *    even with the right password;
 * 2. the driver checks the credentials; a refusal counts as a failure, and the failure that
 *    reaches the threshold answers the lock instead of "invalid credentials";
 * 3. a success clears the failures, and the wishlist kept while browsing as a guest joins the
 *    customer's.
 */
export interface LoginInput {
  username: string;
  password: string;
  /** The client's address (http.ts clientAddress): locks are per username and address. */
  address: string;
  /** The shopper's cart token, asked for only once the login succeeded (it may set a cookie). */
  cartToken: () => string;
}

export interface LoginDeps {
  accounts: Pick<AccountsApi, 'login'>;
  lockout: LoginLockout;
  wishlists: WishlistStore;
}

const locked = (ms: number) => new StoreError('locked', MSG.lockedBody, 429, { retry_after_ms: ms });

export async function logIn(input: LoginInput, deps: LoginDeps): Promise<AuthResult> {
  const key = LoginLockout.key(input.username, input.address);
  const wait = deps.lockout.check(key);
  if (wait > 0) throw locked(wait);
  let result: AuthResult;
  try {
    result = await deps.accounts.login(input.username, input.password);
  } catch (err) {
    if (err instanceof StoreError && (err.code === 'invalid_credentials' || err.status === 401)) {
      const lockMs = deps.lockout.fail(key);
      if (lockMs > 0) throw locked(lockMs);
    }
    throw err;
  }
  deps.lockout.succeed(key);
  const guest = wishlistOwner({ cartToken: input.cartToken(), userId: null });
  await deps.wishlists.mergeWishlist(guest, wishlistOwner({ cartToken: '', userId: result.user.id }));
  return result;
}
