import { json, route } from '../../../server/http';
import { storeStatus } from '../../../server/store';
import { catalogueStatus } from '../../../server/catalogue/built-report';

export const prerender = false;

/**
 * Which driver serves the shop, whether the WooCommerce settings are complete (names only, never
 * values), and what the build made of the catalogue (the products it left out, and why).
 */
export const GET = route(() => json({ ...storeStatus(), catalogue: catalogueStatus() }));
