import { json, route } from '../../../server/http';
import { testStore } from '../../../server/store';
import { MSG } from '../../../lib/messages';

export const prerender = false;

export const GET = route(async () => {
  try {
    return json(await testStore());
  } catch (err) {
    return json({ ok: false, message: MSG.connectionFailed(err instanceof Error ? err.message : String(err)) });
  }
});
