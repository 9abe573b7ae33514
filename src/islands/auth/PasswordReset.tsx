import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { MSG } from '../../lib/messages';
import { firstIssue, lostPasswordSchema, resetPasswordSchema } from '../../lib/validation';
import { toast } from '../../stores/toasts';
import { errorInfo } from './errors';
import { navigateWithToast } from '../../stores/flash';
import './auth.css';

type Step = 'request' | 'reset';

/**
 * /forgot-password: ask for a reset code by email (the answer never says whether the address
 * exists), then set a new password with the code from the email link (?code=) or typed in.
 */
export default function PasswordReset() {
  const [ready, setReady] = useState(false);
  const [step, setStep] = useState<Step>('request');
  const [code, setCode] = useState('');
  const [requested, setRequested] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const fromLink = new URLSearchParams(location.search).get('code');
    if (fromLink) {
      setCode(fromLink);
      setStep('reset');
    }
    setReady(true);
  }, []);

  async function onRequest(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const parsed = lostPasswordSchema.safeParse({ email: String(new FormData(e.currentTarget).get('email') ?? '') });
    const problem = firstIssue(parsed);
    if (problem || !parsed.success) {
      toast({ title: MSG.validationError, description: problem ?? MSG.emailInvalid, variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      await api.auth.lostPassword(parsed.data.email);
      setRequested(true);
    } catch (err) {
      toast({ title: MSG.error, description: errorInfo(err).message ?? MSG.backendUnavailable, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  async function onReset(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const data = new FormData(e.currentTarget);
    const password = String(data.get('password') ?? '');
    const parsed = resetPasswordSchema.safeParse({ code, password });
    let problem = firstIssue(parsed);
    if (!problem && password !== String(data.get('confirmPassword') ?? '')) problem = MSG.passwordsDontMatch;
    if (problem || !parsed.success) {
      toast({ title: MSG.validationError, description: problem ?? MSG.genericError, variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      await api.auth.resetPassword(parsed.data.code, parsed.data.password);
      navigateWithToast('/login', { title: MSG.passwordResetDone });
    } catch (err) {
      const info = errorInfo(err);
      const text = info.code === 'invalid_code' || (info.status === 400 && !info.message) ? MSG.resetCodeInvalid : (info.message ?? MSG.resetCodeInvalid);
      toast({ title: MSG.error, description: text, variant: 'destructive' });
      setPending(false);
    }
  }

  if (step === 'reset') {
    return (
      <form className="auth-form card" onSubmit={onReset} noValidate aria-labelledby="reset-title">
        <h1 id="reset-title">Choose a New Password</h1>
        <div className="field">
          <label htmlFor="reset-code">Reset code</label>
          <input id="reset-code" name="code" className="input" autoComplete="one-time-code" value={code} onChange={(ev) => setCode(ev.target.value)} required />
        </div>
        <div className="field">
          <label htmlFor="reset-password">New Password</label>
          <input id="reset-password" name="password" type="password" className="input" autoComplete="new-password" aria-describedby="reset-password-hint" required />
          <p id="reset-password-hint" className="auth-hint">At least 8 characters with an uppercase and a lowercase letter, a number and a special character.</p>
        </div>
        <div className="field">
          <label htmlFor="reset-confirm">Confirm New Password</label>
          <input id="reset-confirm" name="confirmPassword" type="password" className="input" autoComplete="new-password" required />
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={!ready || pending}>
          {pending ? 'Saving...' : 'Reset Password'}
        </button>
        <p className="auth-alt">
          <button type="button" className="link-btn" onClick={() => setStep('request')}>Request a new code</button>
          {' · '}
          <a href="/login">Back to Sign In</a>
        </p>
      </form>
    );
  }

  return (
    <form className="auth-form card" onSubmit={onRequest} noValidate aria-labelledby="forgot-title">
      <h1 id="forgot-title">Forgot Password</h1>
      <p className="muted">Enter the email address of your account and we will send you a reset code.</p>
      {requested && (
        <p className="alert alert-success" role="status">
          {MSG.resetRequested}
        </p>
      )}
      <div className="field">
        <label htmlFor="forgot-email">Email</label>
        <input id="forgot-email" name="email" type="email" className="input" autoComplete="email" required />
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={!ready || pending}>
        {pending ? 'Sending...' : 'Send Reset Code'}
      </button>
      <p className="auth-alt">
        <button type="button" className="link-btn" onClick={() => setStep('reset')}>I have a reset code</button>
        {' · '}
        <a href="/login">Back to Sign In</a>
      </p>
    </form>
  );
}
