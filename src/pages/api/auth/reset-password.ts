import { json, parseBody, route } from '../../../server/http';
import { store } from '../../../server/store';
import { resetPasswordSchema } from '../../../lib/validation';
import { MSG } from '../../../lib/messages';

export const prerender = false;

export const POST = route(async (ctx) => {
  const body = await parseBody(ctx, resetPasswordSchema);
  await store().resetPassword(body.code, body.password);
  return json({ message: MSG.passwordResetDone });
});
