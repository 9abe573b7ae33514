import { json, parseQuery, route } from '../../../server/http';
import { requireAdmin } from '../../../server/admin/access';
import { adminListQuerySchema } from '../../../lib/schemas/admin';

export const prerender = false;

/** The owner's actions, newest first. */
export const GET = route(async (ctx) => {
  const admin = await requireAdmin(ctx);
  return json(admin.listAudit(parseQuery(ctx, adminListQuerySchema).page));
});
