// Customers (REST v3) and the logins of the JWT plugins (/wp-json/jwt-auth/v1).
import * as z from 'zod/mini';
import '../../../../lib/schemas/zod'; // the shop's wording for every issue
import { numeric, record, text } from './fields';

export const wooCustomerSchema = z.object({
  id: z.number(),
  email: text,
  username: text,
  first_name: text,
  last_name: text,
  billing: record,
  shipping: record,
  /** The shop's own keys among them: the proof of the mailbox it mailed, the address she proved (accounts.ts). */
  meta_data: z.pipe(
    z.nullish(z.array(z.object({ key: z.string(), value: z.unknown() }))),
    z.transform((v) => v ?? []),
  ),
});
export type WooCustomer = z.infer<typeof wooCustomerSchema>;

// ---------------------------------------------------------------- JWT plugins (/wp-json/jwt-auth/v1)

/** Tmeister's "JWT Authentication for WP REST API": no user object and no user id in the body. */
export const jwtTmeisterSchema = z.object({
  token: z.string(),
  user_email: text,
  user_nicename: text,
  user_display_name: text,
});

/** usefulteam's "JWT Auth" (same namespace): everything under `data`. */
export const jwtUsefulteamSchema = z.object({
  success: z.optional(z.boolean()),
  data: z.object({
    token: z.string(),
    id: numeric,
    email: text,
    nicename: text,
    firstName: text,
    lastName: text,
    displayName: text,
  }),
});
