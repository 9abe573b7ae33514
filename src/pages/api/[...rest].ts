import { errorJson } from '../../server/http';
import { MSG } from '../../lib/messages';

export const prerender = false;

/** Unknown API paths answer JSON like every other endpoint, not the HTML 404 page. */
export const ALL = () => errorJson(404, 'not_found', MSG.apiNotFound);
