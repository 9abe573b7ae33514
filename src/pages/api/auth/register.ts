import { clientAddress, json, parseBody, route } from '../../../server/http';
import { register } from '../../../server/security';
import { registerSchema } from '../../../lib/validation';

export const prerender = false;

/** Says when a username or email is taken, throttled per address (src/server/security/register.ts). */
export const POST = route(async (ctx) => {
  const body = await parseBody(ctx, registerSchema);
  return json({ user: await register(body, clientAddress(ctx)) }, 201);
});
