/**
 * The typed calls, grouped as namespaces so a bundler keeps only the ones a page uses:
 * `api.checkout.quoteShipping()` pulls the checkout module and its schema, not the whole API.
 * The cart's, the wishlist's and the reviews' calls are imported from their own modules
 * (./cart.ts, ./wishlist.ts, ./reviews.ts) by the stores and elements that make them: a namespace
 * here built an object of them in every browser that read a cart, and with it Rolldown's runtime.
 */
export { product, categories, categoryProducts } from './catalogue';
export * as checkout from './checkout';
export * as orders from './orders';
export * as auth from './auth';
export * as status from './status';
