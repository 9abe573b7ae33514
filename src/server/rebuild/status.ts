import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the rebuilder is doing, written by the server's primary process and read by every worker
 * for GET /api/status (the status panel): a small JSON file beside the rebuilds, replaced whole
 * (written aside, then renamed) so a reader never sees half of one.
 */
export interface RebuildStatus {
  /** 'on', or why not: REBUILD=off on this server. */
  mode: 'on' | 'off';
  /** How the store tells the shop of changes. */
  webhooks: 'registered' | 'registering' | 'failed' | 'off' | 'no-site-url';
  /** Why registering them failed (the store's words), when it did. */
  webhookProblem: string | null;
  /** How often the shop asks the store what changed; 0 = only at start. */
  pollMs: number;
  building: boolean;
  /** Changes waiting for the next build, and when it starts. */
  pending: string[];
  dueAt: string | null;
  /** The last rebuild, finished or not. */
  lastAttempt: {
    startedAt: string;
    finishedAt: string | null;
    ok: boolean | null;
    reasons: string[];
    /** Why it failed, one line; the previous pages still serve. */
    problem: string | null;
  } | null;
  /** The last time the shop asked the store what changed. */
  lastCheck: { at: string; ok: boolean; problem: string | null } | null;
  nextSaleChange: string | null;
}

export function writeStatus(file: string, status: RebuildStatus): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, `${JSON.stringify(status, null, 2)}\n`);
  renameSync(aside, file);
}

export function readStatus(file: string | undefined): RebuildStatus | null {
  if (!file || !existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RebuildStatus;
  } catch {
    return null;
  }
}
