import type { WishlistApi } from '../../backend';
import { wishlistApi } from '../../state/wishlists';
import { requireProduct, type EmbeddedContext } from './context';

/**
 * Wishlist: the shared wishlist rules (state/wishlists.ts) with names, prices and pictures from
 * the bundled catalogue; a product that left the catalogue drops out of the list.
 */
export function wishlistDomain(ctx: EmbeddedContext): WishlistApi {
  const { catalogue } = ctx;
  return wishlistApi(
    ctx.wishlists,
    {
      require: (productId) => requireProduct(catalogue, productId),
      describe: (ids) => {
        const live = new Map<number, { name: string; price: string; image: string; has_options: boolean }>();
        for (const id of ids) {
          const p = catalogue.byId.get(id);
          if (p)
            live.set(id, {
              name: p.name,
              price: p.price,
              image: catalogue.imageOf(p),
              has_options: p.type !== 'simple',
            });
        }
        return live;
      },
    },
    ctx.now,
  );
}
