import { StoreError, type AccountsApi } from '../backend';
import type { User } from '../../lib/schemas/user';
import { MSG } from '../../lib/messages';
import { LoginLockout } from './lockout';

/**
 * What the shop reveals about its accounts, decided once:
 * - Registration says that a username or an email is taken (409 username_taken / email_taken):
 *   someone choosing a name must be told, and with no mail server there is no "we sent you an
 *   email" way round it. The form explains it (MSG.usernameTaken, MSG.emailTaken).
 * - Login, password reset and order tracking say nothing about which accounts exist: the same
 *   answer and the same work for a name or address nobody has.
 * - So registration is where accounts can be enumerated, and it is throttled like login: per
 *   client address by the credential endpoints' rate limit (middleware.ts), and each "taken"
 *   answer counts against the address in a lockout (five, then min(failures x 5 s, 30 s)),
 *   counted before the check, so parallel requests cannot probe past it either.
 */
export interface RegisterDeps {
  accounts: Pick<AccountsApi, 'register'>;
  lockout: LoginLockout;
}

const tooMany = (ms: number) => new StoreError('rate_limited', MSG.tooManyRequests, 429, { retry_after_ms: ms });
const TAKEN = new Set(['username_taken', 'email_taken']);

export async function registerAccount(
  input: { email: string; username: string; password: string },
  address: string,
  deps: RegisterDeps,
): Promise<User> {
  const key = LoginLockout.key('register', address);
  const attempt = await deps.lockout.attempt(key);
  if (!attempt.allowed) throw tooMany(attempt.waitMs);
  try {
    const user = await deps.accounts.register(input);
    // Only "taken" answers count; a new account does not wipe the count of those before it.
    await deps.lockout.forgive(key);
    return user;
  } catch (err) {
    if (!(err instanceof StoreError && TAKEN.has(err.code))) {
      await deps.lockout.forgive(key);
      throw err;
    }
    if (attempt.lockMs > 0) throw tooMany(attempt.lockMs);
    throw err;
  }
}
