import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { MSG } from '../../lib/messages';
import { CHECKOUT_MSG } from '../../lib/checkout-messages';
import { PAGE_MSG } from '../../lib/page-messages';
import { lostPasswordSchema, resetPasswordSchema } from '../../lib/validation';
import { errorInfo } from './errors';
import { navigateWithToast } from '../../stores/flash';
import { checked, useSubmit } from '../shared/use-submit';
import { Field } from '../shared/Field';
import './auth.css';
import { useWordsReady } from '../shared/use-words-ready';
import { localHref } from '../../lib/i18n/paths';

type Step = 'request' | 'reset';

/**
 * /forgot-password: ask for a reset code by email (the answer never says whether the address
 * exists), then set a new password with the code from the email link (?code=) or typed in.
 */
export default function PasswordReset() {
  useWordsReady();
  const [ready, setReady] = useState(false);
  const [step, setStep] = useState<Step>('request');
  const [code, setCode] = useState('');
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    const fromLink = new URLSearchParams(location.search).get('code');
    if (fromLink) {
      setCode(fromLink);
      setStep('reset');
    }
    setReady(true);
  }, []);

  const request = useSubmit({
    check: (data) => checked(lostPasswordSchema.safeParse({ email: String(data.get('email') ?? '') })),
    send: async ({ email }) => {
      await api.auth.lostPassword(email);
      setRequested(true);
    },
    failed: (err) => ({ title: PAGE_MSG.error, description: errorInfo(err).message ?? PAGE_MSG.backendUnavailable }),
  });

  const reset = useSubmit({
    check: (data) => {
      const password = String(data.get('password') ?? '');
      const result = checked(resetPasswordSchema.safeParse({ code, password }));
      if (result.ok && password !== String(data.get('confirmPassword') ?? ''))
        return { ok: false, message: MSG.passwordsDontMatch };
      return result;
    },
    send: async (input) => {
      await api.auth.resetPassword(input.code, input.password);
      navigateWithToast(localHref('/login'), { title: MSG.passwordResetDone });
    },
    failed: (err) => {
      const info = errorInfo(err);
      return {
        title: PAGE_MSG.error,
        description:
          info.code === 'invalid_code' || (info.status === 400 && !info.message)
            ? MSG.resetCodeInvalid
            : (info.message ?? MSG.resetCodeInvalid),
      };
    },
  });
  // Stays busy while the browser leaves for /login.
  const resetting = reset.pending || reset.result === 'sent';

  if (step === 'reset') {
    return (
      <form className="auth-form card" onSubmit={reset.onSubmit} noValidate aria-labelledby="reset-title">
        <h1 id="reset-title">{MSG.resetTitle}</h1>
        <Field
          id="reset-code"
          label={MSG.resetCode}
          name="code"
          autoComplete="one-time-code"
          value={code}
          onChange={(ev) => setCode(ev.target.value)}
          required
        />
        <Field
          id="reset-password"
          label={MSG.newPasswordTitle}
          hint={MSG.passwordHint}
          name="password"
          type="password"
          autoComplete="new-password"
          required
        />
        <Field
          id="reset-confirm"
          label={MSG.confirmNewPasswordTitle}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
        />
        <button type="submit" className="btn btn-primary btn-block" data-primary-action disabled={!ready || resetting}>
          {resetting ? MSG.saving : MSG.resetPassword}
        </button>
        <p className="auth-alt">
          <button type="button" className="link-btn" onClick={() => setStep('request')}>
            {MSG.requestNewCode}
          </button>
          {' · '}
          <a href={localHref('/login')}>{MSG.backToSignIn}</a>
        </p>
      </form>
    );
  }

  return (
    <form className="auth-form card" onSubmit={request.onSubmit} noValidate aria-labelledby="forgot-title">
      <h1 id="forgot-title">{MSG.forgotPasswordTitle}</h1>
      <p className="muted">{MSG.forgotIntro}</p>
      {requested && (
        <p className="alert alert-success" role="status">
          {MSG.resetRequested}
        </p>
      )}
      <Field id="forgot-email" label={CHECKOUT_MSG.email} name="email" type="email" autoComplete="email" required />
      <button
        type="submit"
        className="btn btn-primary btn-block"
        data-primary-action
        disabled={!ready || request.pending}
      >
        {request.pending ? MSG.sending : MSG.sendResetCode}
      </button>
      <p className="auth-alt">
        <button type="button" className="link-btn" onClick={() => setStep('reset')}>
          {MSG.haveResetCode}
        </button>
        {' · '}
        <a href={localHref('/login')}>{MSG.backToSignIn}</a>
      </p>
    </form>
  );
}
