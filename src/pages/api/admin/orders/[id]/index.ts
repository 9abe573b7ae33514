import { json, route } from '../../../../../server/http';
import { orderIdParam } from '../../../../../server/params';
import { requireAdmin } from '../../../../../server/admin/access';

export const prerender = false;

/** One order as the owner sees it: lines, totals, addresses, payment, history, every note. */
export const GET = route(async (ctx) => {
  const admin = await requireAdmin(ctx);
  return json(admin.getOrder(orderIdParam(ctx.params.id)));
});
