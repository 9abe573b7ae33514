import { json, parseQuery, route } from '../../../server/http';
import { requireAdmin } from '../../../server/admin/access';
import { adminListQuerySchema } from '../../../lib/schemas/admin';

export const prerender = false;

/** Customers with their order counts; never a password hash, code or token (customers.ts names its columns). */
export const GET = route(async (ctx) => {
  const admin = await requireAdmin(ctx);
  return json(admin.listCustomers(parseQuery(ctx, adminListQuerySchema)));
});
