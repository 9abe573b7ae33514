import { json, parseBody, route } from '../../../../server/http';
import { requireAdmin } from '../../../../server/admin/access';
import { adminDiscountSchema } from '../../../../lib/schemas/admin';

export const prerender = false;

/** Every discount code with its uses and status, newest first. */
export const GET = route(async (ctx) => {
  const admin = await requireAdmin(ctx);
  return json({ discounts: admin.listDiscounts() });
});

/** Makes a code (recorded in the Activity log). */
export const POST = route(async (ctx) => {
  const admin = await requireAdmin(ctx);
  const body = await parseBody(ctx, adminDiscountSchema);
  return json(admin.createDiscount(body), 201);
});
