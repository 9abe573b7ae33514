import { currentUser, json, route } from '../../../../server/http';
import { store } from '../../../../server/store';
import { orderIdParam } from '../../../../server/params';

export const prerender = false;

/** Customer-visible notes, for the order's owner only. */
export const GET = route(async (ctx) => {
  const user = await currentUser(ctx);
  const order = await store().getOrder(orderIdParam(ctx.params.id), {
    userId: user?.id ?? null,
    orderKey: ctx.url.searchParams.get('key'),
  });
  return json({ notes: await store().listCustomerNotes(order.id) });
});
