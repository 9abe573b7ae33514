import type { Db } from '../sqlite/db';
import { isoSeconds } from '../../lib/dates';
import { hashPassword } from '../security/passwords';
import { recordAction } from './audit';
import { passwordStrengthSchema } from '../../lib/validation';

/**
 * The shop owner's account: an embedded-store user whose role is 'owner' (users.role). Made or
 * reset by `npm run admin:create` (scripts/admin-create.mjs), which runs this file under plain
 * Node: keep it free of astro:* and Vite-only code.
 */
export const OWNER_ROLE = 'owner';

export function isOwner(db: Db, userId: number): boolean {
  return db.get<{ role: string }>('SELECT role FROM users WHERE id = ?', userId)?.role === OWNER_ROLE;
}

/**
 * Creates the owner account for this email, or makes an existing account with it the owner and
 * gives it this password. A reset ends the account's sessions: whoever held the old password is
 * logged out everywhere. Answers whether an account was created.
 */
export async function createOrResetOwner(
  db: Db,
  email: string,
  password: string,
  now = Date.now(),
): Promise<{ id: number; created: boolean }> {
  const clean = email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(clean)) throw new Error(`Not an email address: ${email}`);
  // The shop's own password rule (register, reset): the owner's account is no weaker than a shopper's.
  const strong = passwordStrengthSchema.safeParse(password);
  if (!strong.success) throw new Error(strong.error.issues[0]?.message ?? 'Password too weak');
  const hash = await hashPassword(password);
  const at = isoSeconds(now);
  return db.transaction(() => {
    const existing = db.get<{ id: number }>(
      'SELECT id FROM users WHERE email = ? OR username = ? LIMIT 1',
      clean,
      clean,
    );
    let id: number;
    if (existing) {
      id = existing.id;
      db.run('UPDATE users SET password_hash = ?, role = ? WHERE id = ?', hash, OWNER_ROLE, id);
      db.run('DELETE FROM sessions WHERE user_id = ?', id);
      db.run('DELETE FROM login_attempts WHERE attempt_key = ?', `login|account|${id}`);
    } else {
      id = db.run(
        "INSERT INTO users (username, email, password_hash, display_name, role, created_at) VALUES (?, ?, ?, 'Shop owner', ?, ?)",
        clean,
        clean,
        hash,
        OWNER_ROLE,
        at,
      ).lastInsertRowid;
    }
    recordAction(
      db,
      { id, email: clean },
      existing ? 'owner.reset' : 'owner.create',
      `account ${clean}`,
      'npm run admin:create',
      now,
    );
    return { id, created: !existing };
  });
}
