import { json, route } from '../../../server/http';
import { store } from '../../../server/store';
import { productIdParam, liveProduct } from '../../../server/params';

export const prerender = false;

/** Live price and stock of one product (pages are static; this keeps them honest). */
export const GET = route(async ({ params }) => json(liveProduct(await store().getProduct(productIdParam(params.id)))));
