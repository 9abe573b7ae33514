import { json, route } from '../../../../server/http';
import { store } from '../../../../server/store';
import { parseProductId } from '../../../../lib/validation';

export const prerender = false;

/** Products of a category; an invalid id simply has none. */
export const GET = route(async ({ params }) => {
  const id = parseProductId(params.id);
  return json({ products: id === null ? [] : await store().listProducts({ categoryId: id }) });
});
