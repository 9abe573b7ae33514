import { currentSession, json, parseBody, route } from '../../../server/http';
import { store } from '../../../server/store';
import { confirmEmailSchema } from '../../../lib/validation';
import { MSG } from '../../../lib/messages';

export const prerender = false;

/**
 * Follows the link mailed to an account's address: the address is confirmed and the guest orders
 * placed with it become the account's. Needs no login (she may open the email on another device);
 * says whether the account is the one signed in here, so the page can update what it shows.
 */
export const POST = route(async (ctx) => {
  const body = await parseBody(ctx, confirmEmailSchema);
  const { userId, linked } = await store().confirmEmail(body.code);
  const session = await currentSession(ctx);
  return json({ message: MSG.emailConfirmedLinked(linked), linked, signed_in: session?.user.id === userId });
});
