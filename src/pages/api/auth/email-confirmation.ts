import { json, requireUser, route } from '../../../server/http';
import { store } from '../../../server/store';
import { MSG } from '../../../lib/messages';

export const prerender = false;

/** The signed-in customer asks for a new link to confirm her email address (throttled with the credential endpoints). */
export const POST = route(async (ctx) => {
  const user = await requireUser(ctx);
  await store().sendEmailConfirmation(user.id);
  return json({ message: MSG.confirmEmailSent(user.email) }, 202);
});
