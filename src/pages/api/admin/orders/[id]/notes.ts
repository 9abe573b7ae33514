import { json, parseBody, route } from '../../../../../server/http';
import { orderIdParam } from '../../../../../server/params';
import { requireAdmin } from '../../../../../server/admin/access';
import { adminNoteSchema } from '../../../../../lib/schemas/admin';

export const prerender = false;

/** Adds a note for the customer or a private one. */
export const POST = route(async (ctx) => {
  const admin = await requireAdmin(ctx);
  const body = await parseBody(ctx, adminNoteSchema);
  return json(admin.addOrderNote(orderIdParam(ctx.params.id), body.note, body.customer));
});
