import { z } from 'zod';
import { addressSchema } from './address';

/** The logged-in customer as the API answers it (never a password hash or token). */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  display_name: z.string(),
  first_name: z.string().default(''),
  last_name: z.string().default(''),
  billing: addressSchema.partial().default({}),
  shipping: addressSchema.partial().default({}),
});
export type User = z.infer<typeof userSchema>;

/** Answer of login and refresh: the token itself stays in an httpOnly cookie. */
export const sessionSchema = z.object({ user: userSchema, expires_at: z.number().int() });
export type SessionInfo = z.infer<typeof sessionSchema>;
