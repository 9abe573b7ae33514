import { json, route } from '../../server/http';
import { catalogue, runSearch } from '../../server/search';
import { emptyState } from '../../lib/listing/state';
import { SUGGESTED_PRODUCTS, toSuggestions } from '../../lib/search/suggestions';

export const prerender = false;

/** The header's suggestions as the shopper types: GET /api/search?q=... (the catalogue is public). */
export const GET = route(async ({ url }) => {
  const state = { ...emptyState(), q: (url.searchParams.get('q') ?? '').trim().slice(0, 100) };
  if (!state.q) return json(toSuggestions('', 0, [], [], []));
  const data = await catalogue(url);
  const found = runSearch(data, {}, state, { pageSize: SUGGESTED_PRODUCTS });
  return json(
    toSuggestions(
      state.q,
      found.total,
      found.items,
      found.posts,
      found.corrections.map((c) => c.read),
    ),
  );
});
