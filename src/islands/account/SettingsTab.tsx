import { useState } from 'react';
import { api } from '../../lib/api';
import type { SessionUser } from '../../lib/auth';
import { MSG } from '../../lib/messages';
import { CHECKOUT_MSG } from '../../lib/checkout-messages';
import { PAGE_MSG } from '../../lib/page-messages';
import { changesEmail, passwordStrengthSchema, profileUpdateSchema } from '../../lib/validation';
import { ensureFresh, updateStoredUser } from '../../stores/session';
import { toast } from '../../stores/toasts';
import { errorInfo } from '../auth/errors';
import { checked, useSubmit } from '../shared/use-submit';
import { Field } from '../shared/Field';

/** A save needs a live session (refreshed first when it is about to expire); the server says the same with 401. */
async function signedIn(): Promise<boolean> {
  if (await ensureFresh()) return true;
  toast({ title: MSG.userNotLoggedIn, variant: 'destructive' });
  return false;
}

function failed(err: unknown) {
  const info = errorInfo(err);
  return info.status === 401
    ? { title: MSG.userNotLoggedIn }
    : { title: PAGE_MSG.error, description: info.message ?? PAGE_MSG.genericError };
}

/** Edit profile and change password (the password-strength rules; the current password is required). */
export default function SettingsTab({ user }: { user: SessionUser }) {
  // A new email is where her password resets will go: the form asks for her password then, as the server does.
  const [movingEmail, setMovingEmail] = useState(false);
  const profile = useSubmit({
    check: (d) => {
      const input = {
        first_name: String(d.get('first_name') ?? ''),
        last_name: String(d.get('last_name') ?? ''),
        display_name: String(d.get('display_name') ?? ''),
        email: String(d.get('email') ?? ''),
        ...(changesEmail(user.email, String(d.get('email') ?? ''))
          ? { current_password: String(d.get('current_password') ?? '') }
          : {}),
      };
      if (!input.display_name.trim()) return { ok: false, message: MSG.displayNameRequired };
      if (input.current_password === '') return { ok: false, message: MSG.currentPasswordForEmail };
      return checked(profileUpdateSchema.safeParse(input));
    },
    // Checked after the form, as before: a signed-out shopper still learns what to fix first.
    send: async (input) => {
      if (!(await signedIn())) return;
      updateStoredUser(await api.auth.updateProfile(input));
      // Her new address is the saved one now: the password field (and what was typed in it) goes.
      setMovingEmail(false);
      toast({ title: MSG.profileUpdated });
    },
    failed,
  });

  const password = useSubmit({
    check: (d) => {
      const current = String(d.get('current_password') ?? '');
      const next = String(d.get('new_password') ?? '');
      if (!current) return { ok: false, message: MSG.currentPasswordRequired };
      const strength = checked(passwordStrengthSchema.safeParse(next));
      if (!strength.ok) return strength;
      if (next !== String(d.get('confirm_password') ?? '')) return { ok: false, message: MSG.passwordsDontMatch };
      return { ok: true, value: { current_password: current, new_password: next } };
    },
    send: async (input, form) => {
      if (!(await signedIn())) return;
      await api.auth.updateProfile(input);
      form.reset();
      toast({ title: MSG.passwordChanged });
    },
    failed,
  });

  return (
    <div className="account-panel">
      <h2>{MSG.accountSettings}</h2>
      <form className="account-block" onSubmit={profile.onSubmit} noValidate aria-labelledby="profile-title">
        <h3 id="profile-title">{MSG.profile}</h3>
        <div className="form-grid two">
          <Field
            id="settings-first"
            label={CHECKOUT_MSG.firstName}
            name="first_name"
            autoComplete="given-name"
            defaultValue={user.first_name}
          />
          <Field
            id="settings-last"
            label={CHECKOUT_MSG.lastName}
            name="last_name"
            autoComplete="family-name"
            defaultValue={user.last_name}
          />
        </div>
        <Field
          id="settings-display"
          label={MSG.displayName}
          name="display_name"
          autoComplete="nickname"
          defaultValue={user.display_name}
          required
        />
        <Field
          id="settings-email"
          label={CHECKOUT_MSG.email}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={user.email}
          required
          onChange={(e) => setMovingEmail(changesEmail(user.email, e.currentTarget.value))}
        />
        {movingEmail ? (
          <Field
            id="settings-email-password"
            label={MSG.currentPassword}
            hint={MSG.currentPasswordForEmailHint}
            name="current_password"
            type="password"
            autoComplete="current-password"
          />
        ) : null}
        <button type="submit" className="btn btn-primary" data-primary-action disabled={profile.pending}>
          {profile.pending ? MSG.saving : MSG.saveChanges}
        </button>
      </form>

      <form className="account-block" onSubmit={password.onSubmit} noValidate aria-labelledby="password-title">
        <h3 id="password-title">{MSG.changePassword}</h3>
        <Field
          id="settings-current"
          label={MSG.currentPassword}
          name="current_password"
          type="password"
          autoComplete="current-password"
        />
        <Field
          id="settings-new"
          label={MSG.newPassword}
          hint={MSG.passwordHint}
          name="new_password"
          type="password"
          autoComplete="new-password"
        />
        <Field
          id="settings-confirm"
          label={MSG.confirmNewPassword}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
        />
        <button type="submit" className="btn btn-primary" data-primary-action disabled={password.pending}>
          {password.pending ? MSG.saving : MSG.changePassword}
        </button>
      </form>
    </div>
  );
}
