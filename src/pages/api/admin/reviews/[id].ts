import { StoreError } from '../../../../server/backend';
import { json, parseBody, route } from '../../../../server/http';
import { requireAdmin } from '../../../../server/admin/access';
import { adminReviewActionSchema } from '../../../../lib/schemas/admin';
import { parseProductId } from '../../../../lib/validation';
import { ADMIN_MSG } from '../../../../lib/admin-messages';

export const prerender = false;

function reviewId(value: unknown): number {
  const id = parseProductId(value);
  if (id === null) throw new StoreError('not_found', ADMIN_MSG.reviewNotFound, 404);
  return id;
}

/** Approve, hold or mark as spam. */
export const POST = route(async (ctx) => {
  const admin = await requireAdmin(ctx);
  const { status } = await parseBody(ctx, adminReviewActionSchema);
  admin.setReviewStatus(reviewId(ctx.params.id), status);
  return json({ ok: true });
});

export const DELETE = route(async (ctx) => {
  const admin = await requireAdmin(ctx);
  admin.deleteReview(reviewId(ctx.params.id));
  return json({ ok: true });
});
