import { json, route, shopper } from '../../../../server/http';
import { store } from '../../../../server/store';
import { stopWaiting, withHeldCodes } from '../../../../server/held-code';
import { MAX_CODE_LENGTH } from '../../../../lib/discounts';
import { StoreError } from '../../../../server/backend';
import { MSG } from '../../../../lib/messages';

export const prerender = false;

/** Takes a code off the cart, in any case; a code waiting for the cart no longer waits. */
export const DELETE = route(async (ctx) => {
  const code = ctx.params.code ?? '';
  if (!code.trim() || code.length > MAX_CODE_LENGTH) throw new StoreError('invalid_request', MSG.enterCode, 400);
  const who = await shopper(ctx);
  if (stopWaiting(ctx, code)) return json(await withHeldCodes(ctx, who, await store().getCart(who)));
  return json(await withHeldCodes(ctx, who, await store().removeCoupon(who, code)));
});
