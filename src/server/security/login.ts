import { StoreError, type AccountsApi, type AuthResult } from '../backend';
import { LoginLockout } from './lockout';
import { wishlistOwner, type WishlistStore } from '../state/wishlists';
import { MSG } from '../../lib/messages';

/**
 * What happens when a shopper logs in, whichever driver checks the password:
 * 1. the attempt is counted against the account (the username and the account's email are one
 *    account; a name no account has is counted by itself) before the password is checked, in
 *    one atomic step: an account that is locked, or whose attempts under way already fill the
 *    threshold, waits (429 'locked', with retry_after_ms), even with the right password;
 * 2. the driver checks the credentials; a refusal stays counted, and the failure that reaches
 *    the threshold answers the lock instead of "invalid credentials"; a store that could not be
 *    reached takes its count back;
 * 3. a success clears the count, and the wishlist kept while browsing as a guest joins the
 *    customer's.
 * The count is per account, not per client address: spreading guesses over many addresses
 * gains nothing (each address is also rate-limited, middleware.ts).
 */
export interface LoginInput {
  username: string;
  password: string;
  /** The shopper's cart token, asked for only once the login succeeded (it may set a cookie). */
  cartToken: () => string;
}

export interface LoginDeps {
  accounts: Pick<AccountsApi, 'login' | 'accountId'>;
  lockout: LoginLockout;
  wishlists: WishlistStore;
}

const locked = (ms: number) => new StoreError('locked', MSG.lockedBody, 429, { retry_after_ms: ms });

/** The lockout's key for what was typed: the account it names, else the text itself. */
export async function accountKey(accounts: Pick<AccountsApi, 'accountId'>, login: string): Promise<string> {
  const id = await accounts.accountId(login.trim());
  return id === null ? LoginLockout.key('login', 'name', login) : `login|account|${id}`;
}

export async function logIn(input: LoginInput, deps: LoginDeps): Promise<AuthResult> {
  const key = await accountKey(deps.accounts, input.username);
  const attempt = await deps.lockout.attempt(key);
  if (!attempt.allowed) throw locked(attempt.waitMs);
  let result: AuthResult;
  try {
    result = await deps.accounts.login(input.username, input.password);
  } catch (err) {
    const wrongPassword = err instanceof StoreError && (err.code === 'invalid_credentials' || err.status === 401);
    if (!wrongPassword) {
      await deps.lockout.forgive(key);
      throw err;
    }
    if (attempt.lockMs > 0) throw locked(attempt.lockMs);
    throw err;
  }
  await deps.lockout.succeed(key);
  const guest = wishlistOwner({ cartToken: input.cartToken(), userId: null });
  await deps.wishlists.mergeWishlist(guest, wishlistOwner({ cartToken: '', userId: result.user.id }));
  return result;
}
