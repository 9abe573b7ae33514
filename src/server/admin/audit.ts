import type { Db } from '../sqlite/db';
import { isoSeconds } from '../../lib/dates';

/**
 * The owner's actions (table audit_log): who did what to which order, review or product, and
 * when. Written after the action succeeded, so a refused action leaves no row.
 */
export interface Actor {
  id: number;
  email: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor_email: string;
  action: string;
  target: string;
  detail: string;
}

const iso = isoSeconds;

export function recordAction(
  db: Db,
  actor: Actor,
  action: string,
  target: string,
  detail = '',
  now = Date.now(),
): void {
  db.run(
    'INSERT INTO audit_log (at, actor_id, actor_email, action, target, detail) VALUES (?, ?, ?, ?, ?, ?)',
    iso(now),
    actor.id,
    actor.email,
    action,
    target,
    detail,
  );
}

export const AUDIT_PAGE_SIZE = 50;

/** Newest first, a page at a time. */
export function listAudit(db: Db, page = 1): { entries: AuditEntry[]; total: number; page: number; pages: number } {
  const total = db.get<{ n: number }>('SELECT COUNT(*) AS n FROM audit_log')?.n ?? 0;
  const entries = db.all<AuditEntry>(
    'SELECT id, at, actor_email, action, target, detail FROM audit_log ORDER BY id DESC LIMIT ? OFFSET ?',
    AUDIT_PAGE_SIZE,
    (page - 1) * AUDIT_PAGE_SIZE,
  );
  return { entries, total, page, pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
}
