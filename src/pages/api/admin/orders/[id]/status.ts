import { json, parseBody, route } from '../../../../../server/http';
import { orderIdParam } from '../../../../../server/params';
import { requireAdmin } from '../../../../../server/admin/access';
import { adminStatusChangeSchema } from '../../../../../lib/schemas/admin';

export const prerender = false;

/** Moves the order to a status: the driver's changeOrderStatus, as `npm run order:status` does. */
export const POST = route(async (ctx) => {
  const admin = await requireAdmin(ctx);
  const body = await parseBody(ctx, adminStatusChangeSchema);
  return json(admin.changeOrderStatus(orderIdParam(ctx.params.id), body.status, body.note));
});
