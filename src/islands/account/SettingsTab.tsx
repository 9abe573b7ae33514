import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import type { SessionUser } from '../../lib/auth';
import { MSG } from '../../lib/messages';
import { firstIssue, passwordStrengthSchema, profileUpdateSchema } from '../../lib/validation';
import { ensureFresh, updateStoredUser } from '../../stores/session';
import { toast } from '../../stores/toasts';
import { errorInfo } from '../auth/errors';

const invalid = (description: string) => toast({ title: MSG.validationError, description, variant: 'destructive' });

/** A save needs a live session (refreshed first when it is about to expire); the server says the same with 401. */
async function refuseWhenSignedOut(): Promise<boolean> {
  if (await ensureFresh()) return false;
  toast({ title: MSG.userNotLoggedIn, variant: 'destructive' });
  return true;
}

function failed(err: unknown) {
  const info = errorInfo(err);
  if (info.status === 401) toast({ title: MSG.userNotLoggedIn, variant: 'destructive' });
  else toast({ title: MSG.error, description: info.message ?? MSG.genericError, variant: 'destructive' });
}

/** Edit profile and change password (spec §5 strength rules; the current password is required). */
export default function SettingsTab({ user }: { user: SessionUser }) {
  const [savingProfile, setSavingProfile] = useState(false);
  const [savingPassword, setSavingPassword] = useState(false);

  async function onProfile(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const d = new FormData(e.currentTarget);
    const input = {
      first_name: String(d.get('first_name') ?? ''),
      last_name: String(d.get('last_name') ?? ''),
      display_name: String(d.get('display_name') ?? ''),
      email: String(d.get('email') ?? ''),
    };
    if (!input.display_name.trim()) return invalid(MSG.displayNameRequired);
    const parsed = profileUpdateSchema.safeParse(input);
    const problem = firstIssue(parsed);
    if (problem || !parsed.success) return invalid(problem ?? MSG.genericError);
    if (await refuseWhenSignedOut()) return;
    setSavingProfile(true);
    try {
      const updated = await api.auth.updateProfile(parsed.data);
      updateStoredUser(updated);
      toast({ title: MSG.profileUpdated });
    } catch (err) {
      failed(err);
    } finally {
      setSavingProfile(false);
    }
  }

  async function onPassword(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const d = new FormData(form);
    const current = String(d.get('current_password') ?? '');
    const next = String(d.get('new_password') ?? '');
    const confirm = String(d.get('confirm_password') ?? '');
    if (!current) return invalid(MSG.currentPasswordRequired);
    const problem = firstIssue(passwordStrengthSchema.safeParse(next));
    if (problem) return invalid(problem);
    if (next !== confirm) return invalid(MSG.passwordsDontMatch);
    if (await refuseWhenSignedOut()) return;
    setSavingPassword(true);
    try {
      await api.auth.updateProfile({ current_password: current, new_password: next });
      form.reset();
      toast({ title: MSG.passwordChanged });
    } catch (err) {
      failed(err);
    } finally {
      setSavingPassword(false);
    }
  }

  return (
    <div className="account-panel">
      <h2>Account Settings</h2>
      <form className="account-block" onSubmit={onProfile} noValidate aria-labelledby="profile-title">
        <h3 id="profile-title">Profile</h3>
        <div className="form-grid two">
          <div className="field">
            <label htmlFor="settings-first">First name</label>
            <input id="settings-first" name="first_name" className="input" autoComplete="given-name" defaultValue={user.first_name} />
          </div>
          <div className="field">
            <label htmlFor="settings-last">Last name</label>
            <input id="settings-last" name="last_name" className="input" autoComplete="family-name" defaultValue={user.last_name} />
          </div>
        </div>
        <div className="field">
          <label htmlFor="settings-display">Display name</label>
          <input id="settings-display" name="display_name" className="input" autoComplete="nickname" defaultValue={user.display_name} required />
        </div>
        <div className="field">
          <label htmlFor="settings-email">Email</label>
          <input id="settings-email" name="email" type="email" className="input" autoComplete="email" defaultValue={user.email} required />
        </div>
        <button type="submit" className="btn btn-primary" disabled={savingProfile}>
          {savingProfile ? 'Saving...' : 'Save Changes'}
        </button>
      </form>

      <form className="account-block" onSubmit={onPassword} noValidate aria-labelledby="password-title">
        <h3 id="password-title">Change Password</h3>
        <div className="field">
          <label htmlFor="settings-current">Current password</label>
          <input id="settings-current" name="current_password" type="password" className="input" autoComplete="current-password" />
        </div>
        <div className="field">
          <label htmlFor="settings-new">New password</label>
          <input id="settings-new" name="new_password" type="password" className="input" autoComplete="new-password" aria-describedby="settings-new-hint" />
          <p id="settings-new-hint" className="auth-hint">At least 8 characters with an uppercase and a lowercase letter, a number and a special character.</p>
        </div>
        <div className="field">
          <label htmlFor="settings-confirm">Confirm new password</label>
          <input id="settings-confirm" name="confirm_password" type="password" className="input" autoComplete="new-password" />
        </div>
        <button type="submit" className="btn btn-primary" disabled={savingPassword}>
          {savingPassword ? 'Saving...' : 'Change Password'}
        </button>
      </form>
    </div>
  );
}
