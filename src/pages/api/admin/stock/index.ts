import { json, parseQuery, route } from '../../../../server/http';
import { adminListQuerySchema } from '../../../../lib/schemas/admin';
import { requireAdmin } from '../../../../server/admin/access';

export const prerender = false;

/** A page of products' stock (quantity, status, whether it is tracked, backorders), found by name or SKU. */
export const GET = route(async (ctx) => {
  const admin = await requireAdmin(ctx);
  return json(admin.listStock(parseQuery(ctx, adminListQuerySchema)));
});
