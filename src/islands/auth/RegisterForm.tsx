import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { MSG } from '../../lib/messages';
import { CHECKOUT_MSG } from '../../lib/checkout-messages';
import { registerFormSchema } from '../../lib/validation';
import { isLoggedIn } from '../../stores/session';
import { errorInfo } from './errors';
import { navigateWithToast } from '../../stores/flash';
import { checked, useSubmit } from '../shared/use-submit';
import { Field } from '../shared/Field';
import './auth.css';
import { useWordsReady } from '../shared/use-words-ready';
import { localHref } from '../../lib/i18n/paths';

/** The /register form: the password-strength rules; only email, username and password are sent. */
export default function RegisterForm() {
  useWordsReady();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (isLoggedIn()) {
      location.replace(localHref('/account'));
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
      navigateWithToast(localHref('/login'), { title: MSG.registerSuccess, description: MSG.registerSuccessBody });
    },
    failed: (err) => {
      const info = errorInfo(err);
      const known =
        info.code === 'username_taken' ? MSG.usernameTaken : info.code === 'email_taken' ? MSG.emailTaken : undefined;
      return { title: MSG.registerFailed, description: info.message ?? known ?? MSG.registerFailedDefault };
    },
  });
  // Stays busy while the browser leaves for /login.
  const busy = pending || result === 'sent';

  return (
    <form className="auth-form card" onSubmit={onSubmit} noValidate aria-labelledby="register-title">
      <h1 id="register-title">{MSG.createAccount}</h1>
      <p className="muted">{MSG.registerIntro}</p>
      <Field id="register-email" label={CHECKOUT_MSG.email} name="email" type="email" autoComplete="email" required />
      <Field id="register-username" label={MSG.username} name="username" autoComplete="username" required />
      <Field
        id="register-password"
        label={MSG.password}
        hint={MSG.passwordHint}
        name="password"
        type="password"
        autoComplete="new-password"
        required
      />
      <Field
        id="register-confirm"
        label={MSG.confirmPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
      />
      <button type="submit" className="btn btn-primary btn-block" data-primary-action disabled={!ready || busy}>
        {busy ? MSG.creatingAccount : MSG.createAccount}
      </button>
      <p className="auth-alt">
        {MSG.haveAccount} <a href={localHref('/login')}>{MSG.signIn}</a>
      </p>
    </form>
  );
}
