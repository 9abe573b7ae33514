import { json, parseQuery, route } from '../../../../server/http';
import { requireAdmin } from '../../../../server/admin/access';
import { adminReviewsQuerySchema } from '../../../../lib/schemas/admin';

export const prerender = false;

/** The moderation queue (?status=hold, the default), or the approved or spam reviews. */
export const GET = route(async (ctx) => {
  const admin = await requireAdmin(ctx);
  const { status } = parseQuery(ctx, adminReviewsQuerySchema);
  return json({ reviews: admin.listReviews(status) });
});
