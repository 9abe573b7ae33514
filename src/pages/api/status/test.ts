import { json, route } from '../../../server/http';
import { store } from '../../../server/store';
import { MSG } from '../../../lib/messages';

export const prerender = false;

export const GET = route(async () => {
  try {
    return json(await store().testConnection());
  } catch (err) {
    return json({ ok: false, message: MSG.connectionFailed(err instanceof Error ? err.message : String(err)) });
  }
});
