/**
 * What pages ask of the listings' shared chunk only when it is due: the first script's stale badge
 * count and the lines read when idle, a toast from a page with no other use for that chunk.
 * Dynamically imported through this file of its own, the import answers a real module; imported
 * directly, the listings' chunk had to build namespace objects for those modules and so load
 * Rolldown's runtime file on every page that loads it.
 */
export { refreshCount } from './cart-queue';
export { refreshCart } from './cart';
export { toast } from './toasts';
