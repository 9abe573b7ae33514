import { z } from 'zod';
import { MSG } from './messages';
import { LOGIN_FIELD_MAX_LENGTH, PASSWORD_MIN_LENGTH, REGISTER_USERNAME_MIN_LENGTH } from './constants';

/** Password strength of the auth service (spec §5): register, reset and profile new_password. */
export const passwordStrengthSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, MSG.passwordMin)
  .max(LOGIN_FIELD_MAX_LENGTH, MSG.passwordTooLong)
  .regex(/[A-Z]/, MSG.passwordUpper)
  .regex(/[a-z]/, MSG.passwordLower)
  .regex(/[0-9]/, MSG.passwordNumber)
  .regex(/[^A-Za-z0-9]/, MSG.passwordSpecial);

export const loginSchema = z.object({
  username: z.string().trim().min(1, MSG.usernameRequired).max(LOGIN_FIELD_MAX_LENGTH, MSG.usernameTooLong).regex(/^[^<>]*$/, MSG.usernameInvalid),
  password: z.string().min(1, MSG.passwordRequired).max(LOGIN_FIELD_MAX_LENGTH, MSG.passwordTooLong),
});

const EMAIL = z.string().trim().email(MSG.emailInvalid).max(200, MSG.emailInvalid);

export const registerSchema = z.object({
  email: EMAIL,
  username: z
    .string()
    .trim()
    .min(REGISTER_USERNAME_MIN_LENGTH, MSG.usernameShort)
    .max(LOGIN_FIELD_MAX_LENGTH, MSG.usernameTooLong)
    .regex(/^[^<>"'&]*$/, MSG.usernameInvalid),
  password: passwordStrengthSchema,
});

export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordsDontMatch, path: ['confirmPassword'] });

export const lostPasswordSchema = z.object({ email: EMAIL });
export const resetPasswordSchema = z.object({ code: z.string().trim().min(6).max(200), password: passwordStrengthSchema });

export const profileUpdateSchema = z.object({
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
  display_name: z.string().trim().min(1).max(100).optional(),
  email: EMAIL.optional(),
  new_password: passwordStrengthSchema.optional(),
  current_password: z.string().max(LOGIN_FIELD_MAX_LENGTH).optional(),
});

export const contactSchema = z.object({
  name: z.string().trim().min(2, MSG.contactNameShort),
  email: z.string().trim().email(MSG.contactEmailInvalid),
  subject: z.string().trim().min(5, MSG.contactSubjectShort),
  message: z.string().trim().min(10, MSG.contactMessageShort),
});

/** The first message of a failed zod parse: the form shows it as a 'Validation error' toast. */
export function firstIssue(result: { success: boolean; error?: z.ZodError }): string | null {
  if (result.success || !result.error) return null;
  return result.error.issues[0]?.message ?? MSG.genericError;
}

export { isAddressComplete } from './address';

/** The sanitised username of the login form: trimmed and without control characters. */
export function sanitizeUsername(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f<>]/g, '').trim();
}

/** Product ids from a route or a request: a number >= 1, else null ('Invalid product ID'). */
export function parseProductId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 ? n : null;
}
