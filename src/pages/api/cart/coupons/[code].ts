import { json, route, shopper } from '../../../../server/http';
import { store } from '../../../../server/store';
import { MAX_CODE_LENGTH } from '../../../../lib/discounts';
import { StoreError } from '../../../../server/backend';
import { MSG } from '../../../../lib/messages';

export const prerender = false;

/** Takes a code off the cart, in any case. */
export const DELETE = route(async (ctx) => {
  const code = ctx.params.code ?? '';
  if (!code.trim() || code.length > MAX_CODE_LENGTH) throw new StoreError('invalid_request', MSG.enterCode, 400);
  return json(await store().removeCoupon(await shopper(ctx), code));
});
