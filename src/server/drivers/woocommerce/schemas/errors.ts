// The error body of the WordPress REST API, as WooCommerce and the JWT plugins answer it.
import * as z from 'zod/mini';
import '../../../../lib/schemas/zod'; // the shop's wording for every issue

/** WP REST error body `{code, message, data:{status}}`; usefulteam adds `statusCode`. */
export const wooErrorSchema = z.object({
  code: z.optional(z.string()),
  message: z.optional(z.string()),
  statusCode: z.optional(z.number()),
  data: z.optional(z.unknown()),
});
