import { randomBytes } from 'node:crypto';
import type { Db } from '../sqlite/db';
import { currentLocale } from '../../lib/i18n/current';
import type { Locale } from '../../lib/i18n/locales';

/**
 * The mail queue: table mail_outbox of the server's SQLite file. A message is queued as what
 * happened (its kind and the facts it tells), inside the transaction that made it happen, so an
 * order or a status change and its email are kept together or not at all; the worker
 * (worker.ts) renders and sends it later. Sending therefore never blocks or fails an order.
 *
 * A row is 'queued' until a worker claims it ('sending', with a lease); it ends 'sent', or
 * 'failed' after MAX attempts. A worker that dies while sending leaves a 'sending' row whose
 * lease runs out: any worker then claims it again. Delivery is at least once; the Message-ID is
 * fixed when the message is queued, so a mail client shows a repeat as the same message.
 *
 * Plain server code (no astro:*, no JSX): the order:status script queues through it under Node.
 */

/**
 * What each kind of message tells; recipient null = the shop's owner (SHOP_OWNER_EMAIL, read
 * when sent). An order is named by its id and read when the message is built (its lines,
 * addresses and payment do not change after checkout): the checkout writes a few bytes, not a
 * copy of the order.
 */
export type MailMessage =
  | { kind: 'order-received'; to: string; orderId: number }
  | { kind: 'owner-new-order'; to: null; orderId: number }
  | { kind: 'order-status'; to: string; orderId: number; from: string; status: string; note: string | null }
  | { kind: 'password-reset'; to: string; name: string; code: string }
  /** code: proof of the mailbox (security/email-proof.ts); absent in welcomes queued before there was one. */
  | { kind: 'welcome'; to: string; name: string; code?: string }
  /** A new proof of the mailbox, asked for from the account (the welcome's ran out, or the email changed). */
  | { kind: 'confirm-email'; to: string; name: string; code: string }
  /** To the address the account had: the one place a stranger's change would be noticed. */
  | { kind: 'email-changed'; to: string; name: string; newEmail: string };

/**
 * A queued message and the language it is written in: the page's she was on when it was queued
 * (an order's messages speak the order's own language, src/server/mail/templates/index.ts).
 */
export type QueuedMail = MailMessage & { language?: Locale };

export type MailKind = MailMessage['kind'];
export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** A queue entry as the owner sees it (no payload: a reset code stays in the database). */
export interface MailQueueEntry {
  id: number;
  kind: MailKind;
  /** The address it went (or goes) to; null for an owner message not yet sent. */
  recipient: string | null;
  status: MailStatus;
  attempts: number;
  /** When the next attempt is due (ms since the epoch); for 'sending', when its lease runs out. */
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
}

/** A claimed row: the message and its Message-ID. */
export interface ClaimedMail {
  id: number;
  attempt: number;
  messageId: string;
  message: QueuedMail;
}

/** How the queue retries: attempt n waits base * 2^(n-1), at most maxDelay; gives up after maxAttempts. */
export interface RetryPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  /** How long a claim lasts: a worker that has not finished by then is taken for dead. */
  leaseMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  baseDelayMs: 60_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 8,
  leaseMs: 120_000,
};

/** The wait after failed attempt n (1-based): base, 2 base, 4 base ... capped. */
export function backoffMs(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** The worker of this process hears of each message queued here (other processes' on their next poll). */
export function onMailQueued(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * Queues a message (call it inside the transaction of what it tells). The Message-ID's domain
 * is a fixed name: the shop's public address is not known to the command line.
 */
export function enqueueMail(db: Db, message: MailMessage, now = Date.now()): number {
  const queued: QueuedMail = { ...message, language: currentLocale() };
  const messageId = `<${now.toString(36)}.${randomBytes(8).toString('hex')}@nefertari.mail>`;
  const { lastInsertRowid } = db.run(
    'INSERT INTO mail_outbox (kind, recipient, payload, message_id, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?)',
    message.kind,
    message.to,
    JSON.stringify(queued),
    messageId,
    'queued',
    now,
    now,
  );
  // After this turn: the transaction that queued it has committed (or not: then nothing is due).
  if (listeners.size > 0) setImmediate(() => listeners.forEach((fn) => fn()));
  return lastInsertRowid;
}

interface Row {
  id: number;
  kind: MailKind;
  recipient: string | null;
  payload: string;
  message_id: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

/** Claims the oldest due message (queued and due, or sending with its lease run out), or null. Run inside a write transaction. */
export function claimDue(db: Db, now: number, policy: RetryPolicy): ClaimedMail | null {
  const row = db.get<Row>(
    "SELECT * FROM mail_outbox WHERE status IN ('queued', 'sending') AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT 1",
    now,
  );
  if (!row) return null;
  db.run(
    "UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, next_attempt_at = ? WHERE id = ?",
    now + policy.leaseMs,
    row.id,
  );
  return {
    id: row.id,
    attempt: row.attempts + 1,
    messageId: row.message_id,
    message: JSON.parse(row.payload) as QueuedMail,
  };
}

/**
 * Sent: the address it went to and when are kept; the message itself is dropped (a reset code
 * opens the account, and an order's copy would grow the file by kilobytes an order).
 */
export function markSent(db: Db, claimed: ClaimedMail, recipient: string, now: number): void {
  db.run(
    "UPDATE mail_outbox SET status = 'sent', recipient = ?, sent_at = ?, last_error = NULL, payload = '{}' WHERE id = ?",
    recipient,
    now,
    claimed.id,
  );
}

/** A failed attempt: queued again after the backoff, or 'failed' for good after the last attempt. Answers the new status. */
export function markAttemptFailed(
  db: Db,
  claimed: ClaimedMail,
  error: string,
  now: number,
  policy: RetryPolicy,
): MailStatus {
  const final = claimed.attempt >= policy.maxAttempts;
  db.run(
    'UPDATE mail_outbox SET status = ?, next_attempt_at = ?, last_error = ? WHERE id = ?',
    final ? 'failed' : 'queued',
    final ? now : now + backoffMs(claimed.attempt, policy),
    error.slice(0, 500),
    claimed.id,
  );
  return final ? 'failed' : 'queued';
}

/** When the next queued message is due, or null when nothing waits. */
export function nextDueAt(db: Db): number | null {
  return (
    db.get<{ at: number | null }>(
      "SELECT min(next_attempt_at) AS at FROM mail_outbox WHERE status IN ('queued', 'sending')",
    )?.at ?? null
  );
}

/** The queue, newest first, for the back office: every entry, or those of one status. */
export function listMailQueue(
  db: Db,
  opts: { status?: MailStatus; limit?: number; offset?: number } = {},
): MailQueueEntry[] {
  const limit = opts.limit ?? 50;
  const offset = opts.offset ?? 0;
  const rows = opts.status
    ? db.all<Row>(
        'SELECT * FROM mail_outbox WHERE status = ? ORDER BY id DESC LIMIT ? OFFSET ?',
        opts.status,
        limit,
        offset,
      )
    : db.all<Row>('SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ? OFFSET ?', limit, offset);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    recipient: r.recipient,
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: r.next_attempt_at,
    lastError: r.last_error,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  }));
}
