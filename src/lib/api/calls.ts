/**
 * The typed calls, grouped as namespaces so a bundler keeps only the ones a page uses:
 * `api.cart.get()` pulls the cart module and its schema, not the whole API.
 */
export { product, categories, categoryProducts } from './catalogue';
export * as cart from './cart';
export * as wishlist from './wishlist';
export * as reviews from './reviews';
export * as checkout from './checkout';
export * as orders from './orders';
export * as auth from './auth';
export * as status from './status';
