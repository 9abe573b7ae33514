import type { WishlistApi } from '../../backend';
import { wishlistApi } from '../../state/wishlists';
import { imageUrl } from '../../../lib/catalogue/images';
import { catalogueDomain } from './catalogue';
import type { WooContext } from './context';

/**
 * Wishlist: WooCommerce has no wishlist API, so lists live in the server's state store with the
 * shared wishlist rules (state/wishlists.ts); names, prices and pictures are read live from
 * REST v3, and a product removed from the store drops out of the list.
 */
export function wishlistDomain(ctx: WooContext): WishlistApi {
  const { getProduct, getProducts } = catalogueDomain(ctx);
  return wishlistApi(
    ctx.wishlists,
    {
      require: (productId) => getProduct(productId),
      describe: async (ids) => {
        const live = new Map<number, { name: string; price: string; image: string; has_options: boolean }>();
        // A store's picture is its URL; a product without one has the shop's placeholder, a bundled file.
        for (const p of await getProducts(ids))
          live.set(p.id, {
            name: p.name,
            price: p.price,
            image: imageUrl(p.images[0]?.src ?? ''),
            has_options: p.type !== 'simple',
          });
        return live;
      },
    },
    ctx.now,
  );
}
