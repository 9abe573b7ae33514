import { chmodSync, closeSync, existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's files hold secrets (the database with password hashes and sessions, the signing
 * secret, the outbox with reset codes): only the account the shop runs as may read them. Files
 * are created 0600 and the folders the shop makes 0700; a file left readable by an earlier
 * version is narrowed when the shop opens it. A folder the shop did not make (DATABASE_PATH in
 * /tmp, say) is left as it is.
 */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/** Makes a folder (and its missing parents) that only the owner may enter. */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
}

/** Narrows an existing file to its owner (no-op when missing or not ours to change). */
export function narrow(file: string): void {
  try {
    chmodSync(file, PRIVATE_FILE);
  } catch {
    // Missing, or owned by someone else: nothing this process may do.
  }
}

/**
 * Creates the SQLite file 0600 before SQLite opens it (SQLite gives its -wal and -shm files the
 * mode of the database file), or narrows one that exists, with its -wal and -shm.
 */
export function privateDatabaseFile(file: string): void {
  privateDir(path.dirname(path.resolve(file)));
  if (!existsSync(file)) closeSync(openSync(file, 'a', PRIVATE_FILE));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) narrow(f);
}

/** Writes a file only its owner may read, in a folder of the shop's own that only its owner may enter. */
export function writePrivateFile(file: string, data: string): void {
  const dir = path.dirname(file);
  privateDir(dir);
  chmodSync(dir, PRIVATE_DIR);
  writeFileSync(file, data, { mode: PRIVATE_FILE });
}
