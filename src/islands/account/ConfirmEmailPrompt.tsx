import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { MSG } from '../../lib/messages';
import { PAGE_MSG } from '../../lib/page-messages';
import type { SessionUser } from '../../lib/auth';
import { updateStoredUser } from '../../stores/session';
import { toast } from '../../stores/toasts';
import { errorInfo } from '../auth/errors';
import { EmailText } from '../shared/EmailText';

/**
 * Beside her orders, while her email is not confirmed: guest orders placed with it show only once
 * she has followed a link mailed to it, and this asks for one. (Whether such orders exist is never
 * said: anyone can register anyone's address.) The stored user is checked against the server once,
 * since she may have confirmed on another device.
 */
/** A sentence naming her address, the address breaking only where an address may (EmailText). */
function withEmail(text: string, email: string) {
  const at = text.indexOf(email);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <EmailText email={email} />
      {text.slice(at + email.length)}
    </>
  );
}

/** One look at the server per page, however often the prompt mounts (each tab mounts its own). */
let asked = false;

export default function ConfirmEmailPrompt({ user }: { user: SessionUser }) {
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const confirmed = user.email_confirmed === true;

  useEffect(() => {
    if (confirmed || asked) return;
    asked = true;
    api.auth.me().then(
      (info) => {
        if (info.user.email_confirmed) updateStoredUser({ email_confirmed: true });
      },
      () => {},
    );
  }, [confirmed]);

  if (confirmed) return null;

  async function send() {
    setSending(true);
    try {
      setSent((await api.auth.sendEmailConfirmation()).message);
    } catch (err) {
      toast({
        title: PAGE_MSG.error,
        description: errorInfo(err).message ?? PAGE_MSG.backendUnavailable,
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="alert alert-info confirm-email">
      {sent ? (
        <p role="status">{withEmail(sent, user.email)}</p>
      ) : (
        <>
          <p>{withEmail(MSG.emailUnconfirmed(user.email), user.email)}</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={send} disabled={sending}>
            {sending ? MSG.sendingConfirmEmail : MSG.sendConfirmEmail}
          </button>
        </>
      )}
    </div>
  );
}
