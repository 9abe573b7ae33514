import { json, route } from '../../../../../server/http';
import { requireAdmin } from '../../../../../server/admin/access';
import { discountIdParam } from '../../../../../server/admin/discounts';

export const prerender = false;

/** Ends a code now. */
export const POST = route(async (ctx) => {
  const admin = await requireAdmin(ctx);
  return json(admin.endDiscount(discountIdParam(ctx.params.id)));
});
