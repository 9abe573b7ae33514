import { currentUser, json, route } from '../../../../server/http';
import { store } from '../../../../server/store';
import { orderIdParam } from '../../../../server/params';

export const prerender = false;

/** One order, for its owner: the logged-in customer or whoever holds the order key. */
export const GET = route(async (ctx) => {
  const user = await currentUser(ctx);
  return json(
    await store().getOrder(orderIdParam(ctx.params.id), {
      userId: user?.id ?? null,
      orderKey: ctx.url.searchParams.get('key'),
    }),
  );
});
