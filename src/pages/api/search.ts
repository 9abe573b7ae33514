import { json, route } from '../../server/http';
import { catalogue, runSearch } from '../../server/search';
import { emptyState, searchQuery } from '../../lib/listing/state';
import { SUGGESTED_PRODUCTS, toSuggestions } from '../../lib/search/suggestions';
import { store } from '../../server/store';
import { readLive } from '../../server/live-cache';

export const prerender = false;

/** The header's suggestions as the shopper types: GET /api/search?q=... (the catalogue is public). */
export const GET = route(async ({ url }) => {
  const state = { ...emptyState(), q: searchQuery(url.searchParams.get('q')) };
  if (!state.q) return json(toSuggestions('', 0, [], [], []));
  const data = await catalogue(url);
  const found = runSearch(data, {}, state, { pageSize: SUGGESTED_PRODUCTS });
  // The few products suggested, at the price the store asks now (the catalogue is the build's).
  const live = new Map(
    (
      await readLive(
        store(),
        found.items.map((p) => p.id),
      ).catch(() => [])
    ).map((p) => [p.id, p.price]),
  );
  const items = found.items.map((p) => ({ ...p, price: live.get(p.id) ?? p.price }));
  return json(
    toSuggestions(
      state.q,
      found.total,
      items,
      found.posts,
      found.corrections.map((c) => c.read),
    ),
  );
});
