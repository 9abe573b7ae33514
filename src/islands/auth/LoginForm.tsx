import { useEffect, useRef, useState } from 'react';
import {
  afterLogin,
  isLocked,
  lockFromServer,
  lockRemainingMs,
  NO_LOCKOUT,
  recordFailure,
  type LockoutState,
} from '../../lib/login';
import { MSG } from '../../lib/messages';
import { PAGE_MSG } from '../../lib/page-messages';
import { loginSchema, sanitizeUsername } from '../../lib/validation';
import { isLoggedIn, login } from '../../stores/session';
import { takeSessionExpiredNote } from '../../stores/session-expiry';
import { toast } from '../../stores/toasts';
import { errorInfo } from './errors';
import { navigateWithToast, showFlash } from '../../stores/flash';
import { loadLockout, saveLockout } from './lockout-storage';
import { checked, useSubmit } from '../shared/use-submit';
import { Field } from '../shared/Field';
import './auth.css';
import { useWordsReady } from '../shared/use-words-ready';
import { localHref } from '../../lib/i18n/paths';

/** The /login form: validation (both fields required, at most 100 characters), honeypot, lockout after 5 failures. */
export default function LoginForm() {
  useWordsReady();
  const [ready, setReady] = useState(false);
  const [lockout, setLockout] = useState<LockoutState>(NO_LOCKOUT);
  const [now, setNow] = useState(() => Date.now());
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    // A signed-in visitor has nothing to do here.
    // A page that sent her here with ?next= found no session on the server (it ended, or this
    // browser's record of it is stale): she logs in again rather than bounce back and forth.
    if (isLoggedIn() && !new URLSearchParams(location.search).has('next')) {
      location.replace(localHref('/account'));
      return;
    }
    setLockout(loadLockout());
    // Sent here because the session ran out (30 minutes idle, or the token's end): say so.
    setExpired(takeSessionExpiredNote());
    setReady(true);
    showFlash();
  }, []);

  const locked = isLocked(lockout, now);

  // Unlock on time: the counter starts again from zero.
  useEffect(() => {
    if (!lockout.lockedUntil) return;
    const ms = lockRemainingMs(lockout, Date.now());
    const timer = setTimeout(() => {
      setLockout(NO_LOCKOUT);
      saveLockout(NO_LOCKOUT);
      setNow(Date.now());
    }, ms);
    return () => clearTimeout(timer);
  }, [lockout]);

  function update(next: LockoutState) {
    setLockout(next);
    saveLockout(next);
    setNow(Date.now());
  }

  // The form's own toasts share its key (toastKey, below): five refused submits make one toast, not a pile over the form.
  function lockedToast() {
    toast({ title: MSG.lockedTitle, description: MSG.lockedBody, variant: 'destructive', key: toastKey });
  }

  // The lock as it stood when this attempt began: a refused password counts against it.
  const attempt = useRef<LockoutState>(NO_LOCKOUT);

  const { pending, result, onSubmit, toastKey } = useSubmit({
    before: (data) => {
      const t = Date.now();
      setNow(t);
      // Bots fill every field; people never see this one.
      if (data.get('website')) {
        toast({ title: MSG.loginFailed, description: MSG.invalidCredentials, variant: 'destructive', key: toastKey });
        return false;
      }
      const stored = loadLockout(t);
      if (isLocked(stored, t) || isLocked(lockout, t)) {
        if (isLocked(stored, t)) setLockout(stored);
        lockedToast();
        return false;
      }
      attempt.current = stored;
      return true;
    },
    check: (data) =>
      checked(
        loginSchema.safeParse({
          username: String(data.get('username') ?? ''),
          password: String(data.get('password') ?? ''),
        }),
      ),
    send: async (input) => {
      await login(sanitizeUsername(input.username), input.password);
      saveLockout(NO_LOCKOUT);
      navigateWithToast(afterLogin(location.search), { title: MSG.loginSuccess });
    },
    failed: (err) => {
      const info = errorInfo(err);
      const at = Date.now();
      if (info.code === 'locked') {
        update(lockFromServer(attempt.current, at, info.retryAfterMs));
        lockedToast();
        return null;
      }
      if (info.status === 401) {
        const next = recordFailure(attempt.current, at);
        update(next);
        if (isLocked(next, at)) {
          lockedToast();
          return null;
        }
        return { title: MSG.loginFailed, description: info.message ?? MSG.invalidCredentials };
      }
      // Throttled, backend down or network trouble: not a wrong password, no failure counted.
      return { title: MSG.loginFailed, description: info.message ?? PAGE_MSG.backendUnavailable };
    },
  });
  // Stays busy while the browser leaves for /account.
  const busy = pending || result === 'sent';

  return (
    <form className="auth-form card" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <h1 id="login-title">{MSG.signIn}</h1>
      <p className="muted">{MSG.loginIntro}</p>
      {expired && !locked && (
        <p className="alert alert-info" role="status">
          {PAGE_MSG.sessionExpired}
        </p>
      )}
      {locked && (
        <p className="alert alert-danger" role="alert">
          {MSG.lockedBanner}
        </p>
      )}
      <Field id="login-username" label={MSG.usernameOrEmail} name="username" autoComplete="username" required />
      <Field
        id="login-password"
        label={MSG.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <div className="hp-field" aria-hidden="true">
        <label htmlFor="login-website">{MSG.honeypotLabel}</label>
        <input id="login-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="auth-row">
        <a href={localHref('/forgot-password')}>{MSG.forgotPasswordLink}</a>
      </p>
      <button
        type="submit"
        className="btn btn-primary btn-block"
        data-primary-action
        disabled={!ready || busy}
        aria-disabled={locked || undefined}
      >
        {busy ? MSG.signingIn : MSG.signIn}
      </button>
      <p className="auth-alt">
        {MSG.newHere} <a href={localHref('/register')}>{MSG.createAccount}</a>
      </p>
    </form>
  );
}
