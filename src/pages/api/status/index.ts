import { json, route } from '../../../server/http';
import { storeStatus } from '../../../server/store';
import { catalogueStatus } from '../../../server/catalogue/built-report';
import { pagesReport } from '../../../server/rebuild/report';

export const prerender = false;

/**
 * Which driver serves the shop, whether the WooCommerce settings are complete (names only, never
 * values), what the build made of the catalogue (the products it left out, and why), when the
 * pages this server serves were built and from what, and whether they follow the store by themselves.
 */
export const GET = route(() => {
  const status = storeStatus();
  return json({ ...status, catalogue: catalogueStatus(), ...pagesReport(status.driver) });
});
