/**
 * Each subject's Arabic table as a file of its own, for an Arabic page: it fetches the Arabic of
 * the subjects its code has loaded, no more (../ready.ts). The same subjects as ./index.ts, which
 * the server loads whole; a test holds the two lists together.
 */
export const ARABIC_TABLES: Record<string, () => Promise<object>> = {
  account: () => import('./account-messages').then((m) => m.default),
  action: () => import('./action-messages').then((m) => m.default),
  address: () => import('./address-messages').then((m) => m.default),
  cart: () => import('./cart-messages').then((m) => m.default),
  checkout: () => import('./checkout-messages').then((m) => m.default),
  field: () => import('./field-messages').then((m) => m.default),
  gift: () => import('./gift-messages').then((m) => m.default),
  island: () => import('./island-messages').then((m) => m.default),
  msg: () => import('./msg').then((m) => m.default),
  order: () => import('./order-messages').then((m) => m.default),
  page: () => import('./page-messages').then((m) => m.default),
  review: () => import('./review-messages').then((m) => m.default),
  search: () => import('./search-messages').then((m) => m.default),
  sizeGuide: () => import('./size-guide-messages').then((m) => m.default),
  whatsapp: () => import('./whatsapp-messages').then((m) => m.default),
};
