import { json, route } from '../../../server/http';
import { storeStatus } from '../../../server/store';

export const prerender = false;

/** Which driver serves the shop and whether the WooCommerce settings are complete (names only, never values). */
export const GET = route(() => json(storeStatus()));
