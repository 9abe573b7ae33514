import { json, route } from '../../../server/http';
import { store } from '../../../server/store';

export const prerender = false;

export const GET = route(async () => json({ methods: (await store().listShippingMethods()).filter((m) => m.enabled) }));
