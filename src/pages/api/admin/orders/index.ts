import { json, parseQuery, route } from '../../../../server/http';
import { requireAdmin } from '../../../../server/admin/access';
import { adminOrdersQuerySchema } from '../../../../lib/schemas/admin';

export const prerender = false;

/** The owner's order list: ?status=&q=&page= (src/server/admin/orders.ts). */
export const GET = route(async (ctx) => {
  const admin = await requireAdmin(ctx);
  const { status, q, page } = parseQuery(ctx, adminOrdersQuerySchema);
  return json(admin.listOrders({ status: status || undefined, q, page }));
});
