/**
 * Errors that mean the disk refused the server's writes, not that the request was wrong: a full
 * disk or quota, a read-only file or file system, an I/O error, a database another process holds
 * locked for too long. The API answers them 503 with a message the page can show (http.ts), so a
 * shopper learns that nothing was saved, never a bare 500 or an empty body.
 */

/** SQLite primary result codes (errcode & 0xff). */
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_READONLY = 8;
const SQLITE_IOERR = 10;
const SQLITE_FULL = 13;
const SQLITE_CANTOPEN = 14;
const CANNOT_WRITE = new Set([SQLITE_READONLY, SQLITE_IOERR, SQLITE_FULL, SQLITE_CANTOPEN]);
const BUSY = new Set([SQLITE_BUSY, SQLITE_LOCKED]);
/** The same from the file system (the outbox, the signing secret). */
const FS_CANNOT_WRITE = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO']);

/** 'cannot_write' for a refused write, 'busy' for a lock held too long, else null. */
export function storageFailure(err: unknown): 'cannot_write' | 'busy' | null {
  if (!err || typeof err !== 'object') return null;
  const { code, errcode } = err as { code?: unknown; errcode?: unknown };
  if (code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number') {
    if (CANNOT_WRITE.has(errcode & 0xff)) return 'cannot_write';
    if (BUSY.has(errcode & 0xff)) return 'busy';
  }
  if (typeof code === 'string' && FS_CANNOT_WRITE.has(code)) return 'cannot_write';
  return null;
}
