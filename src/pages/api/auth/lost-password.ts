import { json, parseBody, route } from '../../../server/http';
import { store } from '../../../server/store';
import { lostPasswordSchema } from '../../../lib/validation';
import { MSG } from '../../../lib/messages';

export const prerender = false;

/** Always the same answer, so the form never reveals whether an address has an account. */
export const POST = route(async (ctx) => {
  const body = await parseBody(ctx, lostPasswordSchema);
  await store().lostPassword(body.email);
  return json({ message: MSG.resetRequested }, 202);
});
