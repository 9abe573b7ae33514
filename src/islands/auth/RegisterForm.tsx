import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { MSG } from '../../lib/messages';
import { firstIssue, registerFormSchema } from '../../lib/validation';
import { isLoggedIn } from '../../stores/session';
import { toast } from '../../stores/toasts';
import { errorInfo } from './errors';
import { navigateWithToast } from '../../stores/flash';
import './auth.css';

/** The /register form: the strength rules of spec §5; only email, username and password are sent. */
export default function RegisterForm() {
  const [ready, setReady] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (isLoggedIn()) {
      location.replace('/account');
      return;
    }
    setReady(true);
  }, []);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const data = new FormData(e.currentTarget);
    const input = {
      email: String(data.get('email') ?? ''),
      username: String(data.get('username') ?? ''),
      password: String(data.get('password') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
    };
    const parsed = registerFormSchema.safeParse(input);
    const problem = firstIssue(parsed);
    if (problem || !parsed.success) {
      toast({ title: MSG.validationError, description: problem ?? MSG.genericError, variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      const { email, username, password } = parsed.data;
      await api.auth.register({ email, username, password });
      navigateWithToast('/login', { title: MSG.registerSuccess, description: 'You can now sign in.' });
    } catch (err) {
      const info = errorInfo(err);
      const known = info.code === 'username_taken' ? MSG.usernameTaken : info.code === 'email_taken' ? MSG.emailTaken : undefined;
      toast({ title: MSG.registerFailed, description: info.message ?? known ?? MSG.registerFailedDefault, variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <form className="auth-form card" onSubmit={onSubmit} noValidate aria-labelledby="register-title">
      <h1 id="register-title">Create Account</h1>
      <p className="muted">Save your details, follow your orders and keep a wishlist.</p>
      <div className="field">
        <label htmlFor="register-email">Email</label>
        <input id="register-email" name="email" type="email" className="input" autoComplete="email" required />
      </div>
      <div className="field">
        <label htmlFor="register-username">Username</label>
        <input id="register-username" name="username" className="input" autoComplete="username" required />
      </div>
      <div className="field">
        <label htmlFor="register-password">Password</label>
        <input id="register-password" name="password" type="password" className="input" autoComplete="new-password" aria-describedby="register-password-hint" required />
        <p id="register-password-hint" className="auth-hint">At least 8 characters with an uppercase and a lowercase letter, a number and a special character.</p>
      </div>
      <div className="field">
        <label htmlFor="register-confirm">Confirm Password</label>
        <input id="register-confirm" name="confirmPassword" type="password" className="input" autoComplete="new-password" required />
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={!ready || pending}>
        {pending ? MSG.creatingAccount : 'Create Account'}
      </button>
      <p className="auth-alt">
        Already have an account? <a href="/login">Sign In</a>
      </p>
    </form>
  );
}
