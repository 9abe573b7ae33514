import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { MSG } from '../../lib/messages';
import { registerFormSchema } from '../../lib/validation';
import { isLoggedIn } from '../../stores/session';
import { toast } from '../../stores/toasts';
import { errorInfo } from './errors';
import { navigateWithToast } from '../../stores/flash';
import { checked, useSubmit } from '../shared/use-submit';
import './auth.css';

/** The /register form: the strength rules of spec §5; only email, username and password are sent. */
export default function RegisterForm() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (isLoggedIn()) {
      location.replace('/account');
      return;
    }
    setReady(true);
  }, []);

  const { pending, result, onSubmit } = useSubmit({
    check: (data) =>
      checked(
        registerFormSchema.safeParse({
          email: String(data.get('email') ?? ''),
          username: String(data.get('username') ?? ''),
          password: String(data.get('password') ?? ''),
          confirmPassword: String(data.get('confirmPassword') ?? ''),
        }),
      ),
    send: async ({ email, username, password }) => {
      await api.auth.register({ email, username, password });
      navigateWithToast('/login', { title: MSG.registerSuccess, description: MSG.registerSuccessBody });
    },
    failed: (err) => {
      const info = errorInfo(err);
      const known = info.code === 'username_taken' ? MSG.usernameTaken : info.code === 'email_taken' ? MSG.emailTaken : undefined;
      return { title: MSG.registerFailed, description: info.message ?? known ?? MSG.registerFailedDefault };
    },
  });
  // Stays busy while the browser leaves for /login.
  const busy = pending || result === 'sent';

  return (
    <form className="auth-form card" onSubmit={onSubmit} noValidate aria-labelledby="register-title">
      <h1 id="register-title">{MSG.createAccount}</h1>
      <p className="muted">{MSG.registerIntro}</p>
      <div className="field">
        <label htmlFor="register-email">{MSG.email}</label>
        <input id="register-email" name="email" type="email" className="input" autoComplete="email" required />
      </div>
      <div className="field">
        <label htmlFor="register-username">{MSG.username}</label>
        <input id="register-username" name="username" className="input" autoComplete="username" required />
      </div>
      <div className="field">
        <label htmlFor="register-password">{MSG.password}</label>
        <input id="register-password" name="password" type="password" className="input" autoComplete="new-password" aria-describedby="register-password-hint" required />
        <p id="register-password-hint" className="auth-hint">{MSG.passwordHint}</p>
      </div>
      <div className="field">
        <label htmlFor="register-confirm">{MSG.confirmPassword}</label>
        <input id="register-confirm" name="confirmPassword" type="password" className="input" autoComplete="new-password" required />
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={!ready || busy}>
        {busy ? MSG.creatingAccount : MSG.createAccount}
      </button>
      <p className="auth-alt">
        {MSG.haveAccount} <a href="/login">{MSG.signIn}</a>
      </p>
    </form>
  );
}
