import { json, parseBody, route } from '../../../../server/http';
import { productIdParam } from '../../../../server/params';
import { requireAdmin } from '../../../../server/admin/access';
import { adminStockSchema } from '../../../../lib/schemas/admin';

export const prerender = false;

/** Sets one product's stock; product pages and cards read it live. */
export const PUT = route(async (ctx) => {
  const admin = await requireAdmin(ctx);
  const body = await parseBody(ctx, adminStockSchema);
  return json(admin.setStock(productIdParam(ctx.params.productId), body));
});
