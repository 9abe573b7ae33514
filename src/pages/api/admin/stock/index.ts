import { json, route } from '../../../../server/http';
import { requireAdmin } from '../../../../server/admin/access';

export const prerender = false;

/** Every product's stock: quantity, status, whether it is tracked, backorders. */
export const GET = route(async (ctx) => json({ products: (await requireAdmin(ctx)).listStock() }));
