import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isLocked, lockFromServer, lockRemainingMs, NO_LOCKOUT, recordFailure, type LockoutState } from '../../lib/auth';
import { MSG } from '../../lib/messages';
import { firstIssue, loginSchema, sanitizeUsername } from '../../lib/validation';
import { isLoggedIn, login } from '../../stores/session';
import { toast } from '../../stores/toasts';
import { errorInfo } from './errors';
import { navigateWithToast, showFlash } from '../../stores/flash';
import { loadLockout, saveLockout } from './lockout-storage';
import './auth.css';

/** The /login form: validation, honeypot, lockout after 5 failures (spec §4, §5). */
export default function LoginForm() {
  const [ready, setReady] = useState(false);
  const [pending, setPending] = useState(false);
  const [lockout, setLockout] = useState<LockoutState>(NO_LOCKOUT);
  const [now, setNow] = useState(() => Date.now());
  const honeypot = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // A signed-in visitor has nothing to do here.
    if (isLoggedIn()) {
      location.replace('/account');
      return;
    }
    setLockout(loadLockout());
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

  function lockedToast() {
    toast({ title: MSG.lockedTitle, description: MSG.lockedBody, variant: 'destructive' });
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const t = Date.now();
    setNow(t);
    // Bots fill every field; people never see this one.
    if (honeypot.current?.value) {
      toast({ title: MSG.loginFailed, description: MSG.invalidCredentials, variant: 'destructive' });
      return;
    }
    const stored = loadLockout(t);
    if (isLocked(stored, t) || isLocked(lockout, t)) {
      if (isLocked(stored, t)) setLockout(stored);
      lockedToast();
      return;
    }
    const data = new FormData(e.currentTarget);
    const input = { username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') };
    const parsed = loginSchema.safeParse(input);
    const problem = firstIssue(parsed);
    if (problem) {
      toast({ title: MSG.validationError, description: problem, variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      await login(sanitizeUsername(input.username), input.password);
      saveLockout(NO_LOCKOUT);
      navigateWithToast('/account', { title: MSG.loginSuccess });
    } catch (err) {
      const info = errorInfo(err);
      const at = Date.now();
      if (info.code === 'locked') {
        update(lockFromServer(stored, at, info.retryAfterMs));
        lockedToast();
      } else if (info.status === 401) {
        const next = recordFailure(stored, at);
        update(next);
        if (isLocked(next, at)) lockedToast();
        else toast({ title: MSG.loginFailed, description: info.message ?? MSG.invalidCredentials, variant: 'destructive' });
      } else {
        // Throttled, backend down or network trouble: not a wrong password, no failure counted.
        toast({ title: MSG.loginFailed, description: info.message ?? MSG.backendUnavailable, variant: 'destructive' });
      }
      setPending(false);
    }
  }

  return (
    <form className="auth-form card" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <h1 id="login-title">Sign In</h1>
      <p className="muted">Welcome back. Sign in to see your orders and wishlist.</p>
      {locked && (
        <p className="alert alert-danger" role="alert">
          {MSG.lockedBanner}
        </p>
      )}
      <div className="field">
        <label htmlFor="login-username">Username or Email</label>
        <input id="login-username" name="username" className="input" autoComplete="username" required />
      </div>
      <div className="field">
        <label htmlFor="login-password">Password</label>
        <input id="login-password" name="password" type="password" className="input" autoComplete="current-password" required />
      </div>
      <div className="hp-field" aria-hidden="true">
        <label htmlFor="login-website">Website</label>
        <input id="login-website" ref={honeypot} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="auth-row">
        <a href="/forgot-password">Forgot Password?</a>
      </p>
      <button type="submit" className="btn btn-primary btn-block" disabled={!ready || pending} aria-disabled={locked || undefined}>
        {pending ? 'Signing In...' : 'Sign In'}
      </button>
      <p className="auth-alt">
        New here? <a href="/register">Create Account</a>
      </p>
    </form>
  );
}
