import { json, parseBody, route, shopper } from '../../../server/http';
import { store } from '../../../server/store';
import { productIdParam } from '../../../server/params';
import { reviewSubmissionSchema } from '../../../lib/schemas/review';

export const prerender = false;

/** Approved reviews of ?product={id}. */
export const GET = route(async ({ url }) =>
  json({ reviews: await store().listReviews(productIdParam(url.searchParams.get('product'))) }),
);

/** Stored as given (rendered as text everywhere) and held for moderation. */
export const POST = route(async (ctx) => {
  const body = await parseBody(ctx, reviewSubmissionSchema);
  return json(await store().submitReview(body, await shopper(ctx)), 202);
});
