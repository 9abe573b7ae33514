import { json, route, shopper } from '../../../server/http';
import { store } from '../../../server/store';

export const prerender = false;

export const GET = route(async (ctx) => json(await store().getCart(await shopper(ctx))));
