import * as z from 'zod/mini';
import './zod'; // the shop's wording for every issue
import { addressFieldsSchema } from './address';

/** The logged-in customer as the API answers it (never a password hash or token). */
export const userSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.string(),
  display_name: z.string(),
  first_name: z._default(z.string(), ''),
  last_name: z._default(z.string(), ''),
  billing: z._default(z.partial(addressFieldsSchema), () => ({})),
  shipping: z._default(z.partial(addressFieldsSchema), () => ({})),
  /**
   * She has followed a link the shop mailed to this address (a changed address starts unconfirmed):
   * the orders placed as a guest with it are then in her account.
   */
  email_confirmed: z._default(z.boolean(), false),
});
export type User = z.infer<typeof userSchema>;

/** Answer of login and refresh: the token itself stays in an httpOnly cookie. */
export const sessionSchema = z.object({ user: userSchema, expires_at: z.int() });
export type SessionInfo = z.infer<typeof sessionSchema>;

/** API answers. */
export const userAnswer = z.object({ user: userSchema });
export const messageAnswer = z.object({ message: z.string() });
export const confirmEmailAnswer = z.object({ message: z.string(), linked: z.int(), signed_in: z.boolean() });
