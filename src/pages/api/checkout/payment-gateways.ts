import { json, route } from '../../../server/http';
import { store } from '../../../server/store';

export const prerender = false;

export const GET = route(async () =>
  json({ gateways: (await store().listPaymentGateways()).filter((g) => g.enabled) }),
);
