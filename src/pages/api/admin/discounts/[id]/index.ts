import { json, parseBody, route } from '../../../../../server/http';
import { requireAdmin } from '../../../../../server/admin/access';
import { adminDiscountSchema } from '../../../../../lib/schemas/admin';
import { discountIdParam } from '../../../../../server/admin/discounts';

export const prerender = false;

export const GET = route(async (ctx) => {
  const admin = await requireAdmin(ctx);
  return json(admin.getDiscount(discountIdParam(ctx.params.id)));
});

/** Changes a code; orders already placed keep what it took off them. */
export const PUT = route(async (ctx) => {
  const admin = await requireAdmin(ctx);
  const body = await parseBody(ctx, adminDiscountSchema);
  return json(admin.updateDiscount(discountIdParam(ctx.params.id), body));
});
