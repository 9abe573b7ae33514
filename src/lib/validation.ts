import * as z from 'zod/mini';
import { plainText, says } from './schemas/zod'; // and the shop's wording for every issue
import { MSG } from './messages';
import { FIELD_MSG } from './field-messages';
import { LOGIN_FIELD_MAX_LENGTH, PASSWORD_MIN_LENGTH, REGISTER_USERNAME_MIN_LENGTH } from './constants';

/**
 * The account and contact forms' rules, checked in the browser before a request and again by
 * the API routes. Every message is one of src/lib/messages.ts.
 */

/** Password strength (8+ characters, upper and lower case, digit, symbol): register, reset, profile new_password. */
export const passwordStrengthSchema = z.string().check(
  plainText(() => MSG.password),
  z.minLength(
    PASSWORD_MIN_LENGTH,
    says(() => MSG.passwordMin),
  ),
  z.maxLength(
    LOGIN_FIELD_MAX_LENGTH,
    says(() => MSG.passwordTooLong),
  ),
  z.regex(
    /[A-Z]/,
    says(() => MSG.passwordUpper),
  ),
  z.regex(
    /[a-z]/,
    says(() => MSG.passwordLower),
  ),
  z.regex(
    /[0-9]/,
    says(() => MSG.passwordNumber),
  ),
  z.regex(
    /[^A-Za-z0-9]/,
    says(() => MSG.passwordSpecial),
  ),
);

export const loginSchema = z.object({
  username: z.string().check(
    plainText(() => MSG.username),
    z.trim(),
    z.minLength(
      1,
      says(() => MSG.usernameRequired),
    ),
    z.maxLength(
      LOGIN_FIELD_MAX_LENGTH,
      says(() => MSG.usernameTooLong),
    ),
    z.regex(
      /^[^<>]*$/,
      says(() => MSG.usernameInvalid),
    ),
  ),
  password: z.string().check(
    plainText(() => MSG.password),
    z.minLength(
      1,
      says(() => MSG.passwordRequired),
    ),
    z.maxLength(
      LOGIN_FIELD_MAX_LENGTH,
      says(() => MSG.passwordTooLong),
    ),
  ),
});

const EMAIL = z.string().check(
  plainText(() => MSG.email),
  z.trim(),
  z.email(says(() => MSG.emailInvalid)),
  z.maxLength(
    200,
    says(() => MSG.emailInvalid),
  ),
);

/**
 * A username is one visible line: no markup characters, breaks, tabs, or invisible marks
 * (soft hyphen, zero-width space, direction marks, overrides and isolates, word joiner, BOM) with
 * which one account could pass for another. The joiners U+200C/U+200D stay: scripts and emoji need them.
 */
const USERNAME_CHARACTERS =
  /^[^<>"'&\t\n\r\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]*$/;

export const registerSchema = z.object({
  email: EMAIL,
  username: z.string().check(
    plainText(() => MSG.username),
    z.trim(),
    z.minLength(
      REGISTER_USERNAME_MIN_LENGTH,
      says(() => MSG.usernameShort),
    ),
    z.maxLength(
      LOGIN_FIELD_MAX_LENGTH,
      says(() => MSG.usernameTooLong),
    ),
    z.regex(
      USERNAME_CHARACTERS,
      says(() => MSG.usernameInvalid),
    ),
  ),
  password: passwordStrengthSchema,
});

export const registerFormSchema = z.extend(registerSchema, { confirmPassword: z.string() }).check(
  z.refine((v) => v.password === v.confirmPassword, {
    ...says(() => MSG.passwordsDontMatch),
    path: ['confirmPassword'],
  }),
);

export const lostPasswordSchema = z.object({ email: EMAIL });
export const resetPasswordSchema = z.object({
  code: z.string().check(
    plainText(() => MSG.resetCode),
    z.trim(),
    z.minLength(
      1,
      says(() => MSG.resetCodeRequired),
    ),
    z.minLength(
      6,
      says(() => MSG.resetCodeInvalid),
    ),
    z.maxLength(
      200,
      says(() => MSG.resetCodeInvalid),
    ),
  ),
  password: passwordStrengthSchema,
});

/** The code of a link that proves the account's mailbox (any shape the server does not know is refused there alike). */
export const confirmEmailSchema = z.object({
  code: z.string().check(
    z.trim(),
    z.minLength(
      1,
      says(() => MSG.confirmEmailNoCode),
    ),
    z.maxLength(
      200,
      says(() => MSG.confirmEmailInvalid),
    ),
  ),
});

const name = (label: () => string) =>
  z.string().check(
    plainText(label),
    z.trim(),
    z.maxLength(
      100,
      says(() => FIELD_MSG.fieldTooLong(label(), 100)),
    ),
  );
export const profileUpdateSchema = z.object({
  first_name: z.optional(name(() => MSG.firstName)),
  last_name: z.optional(name(() => MSG.lastName)),
  display_name: z.optional(
    z.string().check(
      plainText(() => MSG.displayName),
      z.trim(),
      z.minLength(
        1,
        says(() => MSG.displayNameRequired),
      ),
      z.maxLength(
        100,
        says(() => FIELD_MSG.fieldTooLong(MSG.displayName, 100)),
      ),
    ),
  ),
  email: z.optional(EMAIL),
  new_password: z.optional(passwordStrengthSchema),
  current_password: z.optional(
    z.string().check(
      plainText(() => MSG.currentPassword),
      z.maxLength(
        LOGIN_FIELD_MAX_LENGTH,
        says(() => MSG.passwordTooLong),
      ),
    ),
  ),
});

/**
 * True when a profile update moves the account to another email (letter case aside). The email is
 * where a password reset goes, so moving it needs the current password, like a new password does.
 */
export function changesEmail(saved: string, typed: string | undefined): boolean {
  const next = typed?.trim() ?? '';
  return next !== '' && next.toLowerCase() !== saved.trim().toLowerCase();
}

export const contactSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(
      2,
      says(() => MSG.contactNameShort),
    ),
    z.maxLength(
      100,
      says(() => FIELD_MSG.fieldTooLong(MSG.contactName, 100)),
    ),
  ),
  email: z.string().check(
    z.trim(),
    z.email(says(() => MSG.contactEmailInvalid)),
    z.maxLength(
      200,
      says(() => MSG.contactEmailInvalid),
    ),
  ),
  subject: z.string().check(
    z.trim(),
    z.minLength(
      5,
      says(() => MSG.contactSubjectShort),
    ),
    z.maxLength(
      200,
      says(() => FIELD_MSG.fieldTooLong(MSG.contactSubject, 200)),
    ),
  ),
  message: z.string().check(
    z.trim(),
    z.minLength(
      10,
      says(() => MSG.contactMessageShort),
    ),
    z.maxLength(
      5000,
      says(() => FIELD_MSG.fieldTooLong(MSG.contactMessage, 5000)),
    ),
  ),
});

/** The first message of a failed parse: the form shows it as a 'Validation error' toast. */
export function firstIssue(result: {
  success: boolean;
  error?: { issues: ReadonlyArray<{ message: string }> };
}): string | null {
  if (result.success || !result.error) return null;
  return result.error.issues[0]?.message ?? MSG.genericError;
}

/** The sanitised username of the login form: trimmed and without control characters. */
export function sanitizeUsername(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return value.replace(/[\u0000-\u001f\u007f<>]/g, '').trim();
}

/**
 * Product ids from a route or a request: a safe integer >= 1 written plainly (" 101", "0101" or
 * "1e3" are not ids, so one product has one address), else null ('Invalid product ID').
 */
export function parseProductId(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^[1-9]\d*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}
