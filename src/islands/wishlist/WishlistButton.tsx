import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { holdsWishlist } from '../../lib/held';
import { PAGE_MSG } from '../../lib/page-messages';
import { $wishlist, loadWishlist } from '../../stores/wishlist';
import { toggleWishlist, type WishlistProduct } from '../../stores/wishlist-changes';
import Icon from '../shared/Icon';
import { useHydrated } from '../shared/use-hydrated';
import { useWordsReady } from '../shared/use-words-ready';
import './wishlist-button.css';

/**
 * Add to Wishlist on a product page, 'In Wishlist' once it is there. Rendered at build time as
 * 'Add to Wishlist'; it hydrates when the shopper's pointer, focus or tap reaches it, or once the
 * page is idle when she may have a wishlist (signed in, or a copy kept in this browser), whose
 * list it then reads, so the button says whether the piece is in it.
 */
export default function WishlistButton({ product }: { product: WishlistProduct }) {
  useWordsReady();
  const items = useStore($wishlist);
  const [busy, setBusy] = useState(false);
  // Hydrated as built ('Add to Wishlist'), then as her list says.
  const on = useHydrated() && items.some((item) => item.product_id === product.id);

  useEffect(() => {
    if (holdsWishlist()) void loadWishlist();
  }, []);

  async function toggle() {
    if (busy) return;
    setBusy(true);
    try {
      await toggleWishlist(product);
    } finally {
      setBusy(false);
    }
  }

  return (
    // The label itself says the state ('In Wishlist'), so no aria-pressed on top of it.
    <button
      type="button"
      className="btn btn-outline wish-btn"
      data-on={on || undefined}
      aria-busy={busy || undefined}
      onClick={() => void toggle()}
    >
      <Icon name="heart" size={18} />
      {/* Both labels take the same place, the one not shown kept invisible: pressing the button
          does not change its width and move what is beside it. */}
      <span className="wish-labels">
        <span>{on ? PAGE_MSG.inWishlist : PAGE_MSG.addToWishlist}</span>
        <span className="wish-other" aria-hidden="true">
          {on ? PAGE_MSG.addToWishlist : PAGE_MSG.inWishlist}
        </span>
      </span>
    </button>
  );
}
