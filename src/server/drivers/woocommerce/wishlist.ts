import type { WishlistApi } from '../../backend';
import { wishlistApi } from '../../state/wishlists';
import { catalogueDomain, fetchProductsById } from './catalogue';
import type { WooContext } from './context';

/**
 * Wishlist: WooCommerce has no wishlist API, so lists live in the server's state store with the
 * shared wishlist rules (state/wishlists.ts); names, prices and pictures are read live from
 * REST v3, and a product removed from the store drops out of the list.
 */
export function wishlistDomain(ctx: WooContext): WishlistApi {
  const { getProduct } = catalogueDomain(ctx);
  return wishlistApi(ctx.wishlists, {
    require: (productId) => getProduct(productId),
    describe: async (ids) => {
      const live = new Map<number, { name: string; price: string; image: string; has_options: boolean }>();
      for (const [id, p] of await fetchProductsById(ctx, ids))
        live.set(id, { name: p.name, price: p.price, image: p.images[0]?.src ?? '', has_options: p.type !== 'simple' });
      return live;
    },
    stamp: () => new Date(ctx.now()).toISOString(),
  });
}
