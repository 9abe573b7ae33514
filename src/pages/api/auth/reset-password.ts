import { json, parseBody, route } from '../../../server/http';
import { store } from '../../../server/store';
import { sessions } from '../../../server/security';
import { resetPasswordSchema } from '../../../lib/validation';
import { MSG } from '../../../lib/messages';

export const prerender = false;

/** A reset ends every session of the account: whoever had the old password is out. */
export const POST = route(async (ctx) => {
  const body = await parseBody(ctx, resetPasswordSchema);
  const { userId } = await store().resetPassword(body.code, body.password);
  await sessions().endAllOf(userId);
  return json({ message: MSG.passwordResetDone });
});
