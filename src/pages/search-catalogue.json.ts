import { buildSearchCatalogue } from '../lib/catalogue/search-data';

/** Written once by the build: what /search and the filtered listings search (src/server/search). */
export async function GET() {
  return new Response(JSON.stringify(await buildSearchCatalogue()), {
    headers: { 'Content-Type': 'application/json' },
  });
}
