import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { MSG } from '../../lib/messages';
import { PAGE_MSG } from '../../lib/page-messages';
import { updateStoredUser } from '../../stores/session';
import { errorInfo } from './errors';
import { checked, useSubmit } from '../shared/use-submit';
import { confirmEmailSchema } from '../../lib/validation';
import './auth.css';
import { useWordsReady } from '../shared/use-words-ready';
import { localHref } from '../../lib/i18n/paths';

type Outcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * /confirm-email?code=...: the link mailed to an account's address. Opening it changes nothing
 * (a mail scanner that follows links must not confirm an address for whoever registered it); the
 * shopper presses the button, and the guest orders placed with that address become her account's.
 */
export default function ConfirmEmail() {
  useWordsReady();
  const [code, setCode] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    setCode(new URLSearchParams(location.search).get('code') ?? '');
  }, []);

  const confirm = useSubmit({
    check: () => checked(confirmEmailSchema.safeParse({ code: code ?? '' })),
    send: async (input) => {
      const answer = await api.auth.confirmEmail(input.code);
      if (answer.signed_in) updateStoredUser({ email_confirmed: true });
      setOutcome({ ok: true, message: answer.message });
    },
    failed: (err) => {
      const info = errorInfo(err);
      if (info.code === 'invalid_code' || info.status === 400) {
        setOutcome({ ok: false, message: info.message ?? MSG.confirmEmailInvalid });
        return null;
      }
      return { title: PAGE_MSG.error, description: info.message ?? PAGE_MSG.backendUnavailable };
    },
  });

  if (outcome?.ok)
    return (
      <section className="auth-form card" aria-labelledby="confirm-title">
        <h1 id="confirm-title">{MSG.emailConfirmedTitle}</h1>
        <p role="status">{outcome.message}</p>
        <a className="btn btn-primary btn-block" href={localHref('/account')}>
          {MSG.seeYourOrders}
        </a>
      </section>
    );

  const missing = code === '';
  return (
    <form className="auth-form card" onSubmit={confirm.onSubmit} noValidate aria-labelledby="confirm-title">
      <h1 id="confirm-title">{MSG.confirmEmailTitle}</h1>
      {outcome || missing ? (
        <>
          <p className="alert alert-danger" role="alert">
            {outcome?.message ?? MSG.confirmEmailNoCode}
          </p>
          <a className="btn btn-primary btn-block" href={localHref('/account')}>
            {MSG.goToAccount}
          </a>
        </>
      ) : (
        <>
          <p className="muted">{MSG.confirmEmailIntro}</p>
          <button
            type="submit"
            className="btn btn-primary btn-block"
            data-primary-action
            disabled={code === null || confirm.pending}
          >
            {confirm.pending ? MSG.confirmingEmail : MSG.confirmEmailButton}
          </button>
        </>
      )}
    </form>
  );
}
