import { randomBytes } from 'node:crypto';
import { StoreError, type AccountsApi, type AuthResult } from '../../backend';
import type { User } from '../../../lib/schemas/user';
import { MSG } from '../../../lib/messages';
import { changesEmail } from '../../../lib/validation';
import { dummyHash, hashPassword, sha256, verifyPassword } from '../../security/passwords';
import { readToken, signToken } from '../../security/tokens';
import { enqueueMail } from '../../mail/queue';
import {
  EMAIL_PROOF_TTL_MS,
  emailProofCode,
  newEmailProof,
  readEmailProof,
  sameEmail,
} from '../../security/email-proof';
import { iso, type EmbeddedContext } from './context';

/**
 * Accounts: tables users and reset_codes. Passwords are scrypt hashes, sessions HS256 tokens
 * signed with the context's secret (security/tokens.ts), reset codes stored as their SHA-256
 * and mailed through the mail queue (mail/queue.ts), as is the welcome after registering with
 * its proof of the mailbox (table email_proofs, security/email-proof.ts).
 */
const RESET_CODE_TTL_MS = 30 * 60_000;

interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  display_name: string;
  first_name: string;
  last_name: string;
  billing: string;
  shipping: string;
  /** The address she last proved she reads (null: none yet). */
  email_confirmed: string | null;
}

function toUser(u: UserRow): User {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    display_name: u.display_name,
    first_name: u.first_name,
    last_name: u.last_name,
    billing: JSON.parse(u.billing) as User['billing'],
    shipping: JSON.parse(u.shipping) as User['shipping'],
    email_confirmed: sameEmail(u.email_confirmed, u.email),
  };
}

export function accountsDomain(ctx: EmbeddedContext): AccountsApi {
  const { db } = ctx;
  const userById = (id: number) => db.get<UserRow>('SELECT * FROM users WHERE id = ?', id);

  async function session(u: UserRow): Promise<AuthResult> {
    const { token, expiresAt } = await signToken(ctx.secret, u.id, ctx.now());
    return { user: toUser(u), token, expiresAt };
  }

  /** A proof of the mailbox for this account's email (security/email-proof.ts): kept as its hash, answered as the code to mail. */
  function newProof(u: Pick<UserRow, 'id' | 'email'>): string {
    const proof = newEmailProof();
    db.run(
      'INSERT INTO email_proofs (code_hash, user_id, email, expires_at) VALUES (?, ?, ?, ?)',
      proof.hash,
      u.id,
      u.email,
      ctx.now() + EMAIL_PROOF_TTL_MS,
    );
    return emailProofCode(u.id, proof);
  }

  /**
   * Refuses a username or email another account has as either (exceptId: the account being
   * changed). Login takes either, so a username equal to someone's email would take over her email
   * sign-in; WordPress refuses it too ("existing_user_email_as_login").
   */
  function assertFree(username: string | null, email: string | null, exceptId = 0): void {
    if (
      username &&
      db.get('SELECT 1 AS n FROM users WHERE (username = ? OR email = ?) AND id != ?', username, username, exceptId)
    ) {
      throw new StoreError('username_taken', MSG.usernameTaken, 409);
    }
    if (
      email &&
      db.get('SELECT 1 AS n FROM users WHERE (email = ? OR username = ?) AND id != ?', email, email, exceptId)
    ) {
      throw new StoreError('email_taken', MSG.emailTaken, 409);
    }
  }

  return {
    /** Username or email (as WordPress accepts) and password; an unknown user takes as long as a wrong password. */
    async login(username, password) {
      const u = db.get<UserRow>(
        'SELECT * FROM users WHERE username = ? OR email = ? LIMIT 1',
        username.trim(),
        username.trim(),
      );
      const ok = await verifyPassword(password, u?.password_hash ?? (await dummyHash()));
      if (!u || !ok) throw new StoreError('invalid_credentials', MSG.invalidCredentials, 401);
      return session(u);
    },

    /** Usernames and emails are unique in any case (COLLATE NOCASE). */
    async accountId(login) {
      return (
        db.get<{ id: number }>('SELECT id FROM users WHERE username = ? OR email = ? LIMIT 1', login, login)?.id ?? null
      );
    },

    /** A valid token -> the user and a fresh 60-minute token; else 401 session expired. */
    async refresh(token) {
      const id = await readToken(ctx.secret, token, ctx.now());
      const u = id ? userById(id) : undefined;
      if (!u) throw new StoreError('unauthorized', MSG.sessionExpired, 401);
      return session(u);
    },

    /** The user of a valid, unexpired token, else null. */
    async verify(token) {
      const id = await readToken(ctx.secret, token, ctx.now());
      const u = id ? userById(id) : undefined;
      return u ? toUser(u) : null;
    },

    /** Creates a customer (username and email unique in any case); the display name starts as the username. */
    async register(input) {
      const username = input.username.trim();
      const email = input.email.trim();
      assertFree(username, email);
      const hash = await hashPassword(input.password);
      try {
        // The account and its welcome email together.
        return db.transaction(() => {
          const { lastInsertRowid } = db.run(
            'INSERT INTO users (username, email, password_hash, display_name, created_at) VALUES (?, ?, ?, ?, ?)',
            username,
            email,
            hash,
            username,
            iso(ctx.now()),
          );
          const row = userById(lastInsertRowid)!;
          const code = newProof(row);
          enqueueMail(db, { kind: 'welcome', to: row.email, name: row.display_name, code }, ctx.now());
          return toUser(row);
        });
      } catch (err) {
        // Lost a race with an identical registration between the check and the insert.
        assertFree(username, email);
        throw err;
      }
    },

    /**
     * In one transaction: the code is claimed (single use), the account's email marked proved, and
     * every guest order placed with that email (billing email, any case) made the account's.
     */
    async confirmEmail(code) {
      const read = readEmailProof(code);
      const invalid = () => new StoreError('invalid_code', MSG.confirmEmailInvalid, 400);
      if (!read) throw invalid();
      return db.transaction(() => {
        const now = ctx.now();
        const proof = db.get<{ user_id: number; email: string }>(
          'SELECT user_id, email FROM email_proofs WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?',
          read.hash,
          now,
        );
        const u = proof && proof.user_id === read.userId ? userById(proof.user_id) : undefined;
        // Sent to an address the account no longer has: that mailbox proves nothing about this one.
        if (!proof || !u || !sameEmail(proof.email, u.email)) throw invalid();
        db.run('UPDATE email_proofs SET used_at = ? WHERE code_hash = ?', now, read.hash);
        db.run('UPDATE users SET email_confirmed = email WHERE id = ?', u.id);
        const { changes } = db.run(
          'UPDATE orders SET customer_id = ? WHERE customer_id = 0 AND billing_email = ? COLLATE NOCASE',
          u.id,
          u.email.trim(),
        );
        return { userId: u.id, linked: changes };
      });
    },

    async sendEmailConfirmation(userId) {
      const u = userById(userId);
      if (!u) throw new StoreError('unauthorized', MSG.userNotLoggedIn, 401);
      db.transaction(() => {
        const code = newProof(u);
        enqueueMail(db, { kind: 'confirm-email', to: u.email, name: u.first_name || u.display_name, code }, ctx.now());
      });
    },

    /** Mails a single-use reset code (valid 30 minutes) through the mail queue; silent for an unknown email. */
    async lostPassword(email) {
      const u = db.get<UserRow>('SELECT * FROM users WHERE email = ?', email.trim());
      if (!u) return;
      const code = randomBytes(16).toString('hex');
      db.transaction(() => {
        db.run(
          'INSERT INTO reset_codes (code_hash, user_id, expires_at) VALUES (?, ?, ?)',
          sha256(code),
          u.id,
          ctx.now() + RESET_CODE_TTL_MS,
        );
        enqueueMail(db, { kind: 'password-reset', to: u.email, name: u.first_name || u.display_name, code }, ctx.now());
      });
    },

    /** Sets the password with an unused, unexpired code; every outstanding code of the user dies with it. */
    async resetPassword(code, password) {
      const codeHash = sha256(code.trim());
      const invalid = () => new StoreError('invalid_code', MSG.resetCodeInvalid, 400);
      const row = db.get<{ user_id: number; expires_at: number; used_at: number | null }>(
        'SELECT user_id, expires_at, used_at FROM reset_codes WHERE code_hash = ?',
        codeHash,
      );
      if (!row || row.used_at !== null || row.expires_at <= ctx.now()) throw invalid();
      const hash = await hashPassword(password);
      // The code is claimed in the write itself: the same code sent twice at once passes the check
      // above twice (hashing waits), and only the first may set a password.
      const claimed = db.transaction(() => {
        const now = ctx.now();
        if (
          db.run(
            'UPDATE reset_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?',
            now,
            codeHash,
            now,
          ).changes === 0
        )
          return false;
        db.run('UPDATE users SET password_hash = ? WHERE id = ?', hash, row.user_id);
        db.run('UPDATE reset_codes SET used_at = ? WHERE user_id = ? AND used_at IS NULL', now, row.user_id);
        return true;
      });
      if (!claimed) throw invalid();
      return { userId: row.user_id };
    },

    /** Names and email; a new password or email needs the current password (400 otherwise); 409 for an email in use. */
    async updateProfile(userId, input) {
      const u = userById(userId);
      if (!u) throw new StoreError('unauthorized', MSG.userNotLoggedIn, 401);
      const movesEmail = changesEmail(u.email, input.email);
      if (input.new_password || movesEmail) {
        if (!input.current_password && !input.new_password)
          throw new StoreError('invalid_credentials', MSG.currentPasswordForEmail, 400);
        if (!input.current_password || !(await verifyPassword(input.current_password, u.password_hash))) {
          throw new StoreError('invalid_credentials', MSG.currentPasswordWrong, 400);
        }
      }
      const hash = input.new_password ? await hashPassword(input.new_password) : u.password_hash;
      const email = input.email?.trim() || u.email;
      assertFree(null, email, userId);
      db.transaction(() => {
        db.run(
          'UPDATE users SET first_name = ?, last_name = ?, display_name = ?, email = ?, password_hash = ? WHERE id = ?',
          input.first_name ?? u.first_name,
          input.last_name ?? u.last_name,
          input.display_name || u.display_name,
          email,
          hash,
          userId,
        );
        // The old address hears of the move (as WordPress tells it), in the same transaction as the change.
        if (movesEmail)
          enqueueMail(
            db,
            { kind: 'email-changed', to: u.email, name: u.first_name || u.display_name, newEmail: email },
            ctx.now(),
          );
      });
      return toUser(userById(userId)!);
    },
  };
}
