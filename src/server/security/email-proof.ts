import { randomBytes } from 'node:crypto';
import { safeEqual, sha256 } from './passwords';

/**
 * Proof that a customer reads the mailbox her account names: a code only that mailbox receives
 * (in the welcome email, or one she asks for again), which she follows back to the shop. Guest
 * orders placed with an email become an account's only once its owner has followed such a code:
 * registering with someone else's address must never show that person's orders.
 *
 * The code is "<user id>.<32 random hex>"; a store keeps only the SHA-256 of the random part, the
 * address it was sent to and when it runs out. Both drivers use this shape (the WooCommerce driver
 * needs the id to find the customer the proof is kept on).
 */
export const EMAIL_PROOF_TTL_MS = 7 * 24 * 60 * 60_000;

const CODE_SHAPE = /^([1-9][0-9]{0,15})\.([0-9a-f]{32})$/;

export interface EmailProof {
  /** The random part of the code (emailProofCode puts the customer's id in front). */
  secret: string;
  /** What the store keeps. */
  hash: string;
}

/** A new proof; its code can be made before the account exists (the WooCommerce customer is created with it). */
export function newEmailProof(): EmailProof {
  const secret = randomBytes(16).toString('hex');
  return { secret, hash: sha256(secret) };
}

/** What the email carries. */
export const emailProofCode = (userId: number, proof: EmailProof): string => `${userId}.${proof.secret}`;

/** The customer a code names and the hash to look for; null for anything not shaped like a code. */
export function readEmailProof(code: string): { userId: number; hash: string } | null {
  const m = CODE_SHAPE.exec(code.trim());
  if (!m) return null;
  const userId = Number(m[1]);
  return Number.isSafeInteger(userId) ? { userId, hash: sha256(m[2]!) } : null;
}

/** Does a kept hash match, in time that does not depend on where they differ. */
export const proofMatches = (kept: string, hash: string): boolean => safeEqual(kept, hash);

/** Emails compared as the stores compare them: without case, without surrounding spaces. */
export const sameEmail = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
