import { SignJWT, jwtVerify } from 'jose';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Login tokens: HS256 JWTs, 60 minutes, subject = user id. */
export const TOKEN_LIFETIME_MS = 60 * 60_000;
const ISSUER = 'nefertari-embedded';

/**
 * The signing secret: AUTH_SECRET when set, else one generated on first start and kept in
 * <data dir>/auth-secret so sessions survive restarts.
 */
export function loadSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured && configured.length >= 16) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'auth-secret');
  try {
    const text = readFileSync(file, 'utf8').trim();
    if (text.length >= 32) return new TextEncoder().encode(text);
  } catch {
    // First start: generate below.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return new TextEncoder().encode(secret);
}

export async function signToken(secret: Uint8Array, userId: number, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
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
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'], currentDate: new Date(now) });
    const id = Number(payload.sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
