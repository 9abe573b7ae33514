import { SignJWT, jwtVerify } from 'jose';
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE, narrow, privateDir } from './private-files';

/** Login tokens: HS256 JWTs, 60 minutes, subject = user id. */
export const TOKEN_LIFETIME_MS = 60 * 60_000;
const ISSUER = 'nefertari-embedded';

/**
 * The signing secret: AUTH_SECRET when set, else one generated on first start and kept in
 * <data dir>/auth-secret so sessions survive restarts. npm start's worker processes start
 * together and must agree: each writes a draft file and links it into place, which fails if
 * another got there first (then it reads theirs) and never shows a half-written secret.
 */
export function loadSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured && configured.length >= 16) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'auth-secret');
  const stored = readStored(file);
  if (stored) {
    narrow(file);
    return stored;
  }
  privateDir(dataDir);
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('hex'), { mode: PRIVATE_FILE });
  try {
    linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
      unlinkSync(draft);
      throw err;
    }
  }
  const kept = readStored(file);
  if (kept) {
    unlinkSync(draft);
    return kept;
  }
  // The name held something unusable (a hand-edited file): replace it with the new secret.
  renameSync(draft, file);
  return readStored(file)!;
}

function readStored(file: string): Uint8Array | null {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return text.length >= 32 ? new TextEncoder().encode(text) : null;
  } catch {
    return null;
  }
}

export async function signToken(
  secret: Uint8Array,
  userId: number,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = now + TOKEN_LIFETIME_MS;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .setJti(randomBytes(8).toString('hex'))
    .sign(secret);
  return { token, expiresAt };
}

/** The user id of a valid, unexpired token, else null. */
export async function readToken(secret: Uint8Array, token: string, now = Date.now()): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: new Date(now),
    });
    const id = Number(payload.sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
