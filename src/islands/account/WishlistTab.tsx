import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { MSG } from '../../lib/messages';
import { PAGE_MSG } from '../../lib/page-messages';
import { ACCOUNT_MSG } from '../../lib/account-messages';
import { formatMoney } from '../../lib/money';
import { addThenShowCart } from '../../stores/add-to-cart';
import { EmptyState, Loading } from '../shared/LoadStates';
import { $wishlist, loadWishlist } from '../../stores/wishlist';
import { removeFromWishlist } from '../../stores/wishlist-changes';
import { localHref } from '../../lib/i18n/paths';

/** The shopper's real wishlist (design decision: the original's always-empty tab was a defect). */
export default function WishlistTab() {
  const items = useStore($wishlist);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    Promise.resolve(loadWishlist())
      .catch(() => {})
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);

  async function add(productId: number, name: string, button: HTMLElement) {
    setBusy(productId);
    // As every Add to Cart: the drawer shows the line and says what was added.
    await addThenShowCart({ id: productId, quantity: 1 }, { name, opener: button });
    setBusy(null);
  }

  async function remove(productId: number) {
    setBusy(productId);
    try {
      await removeFromWishlist(productId);
    } finally {
      setBusy(null);
    }
  }

  if (!loaded && items.length === 0) return <Loading text={MSG.loadingWishlist} />;

  if (items.length === 0) {
    return (
      <div className="account-panel">
        <h2>{ACCOUNT_MSG.tabs.wishlist}</h2>
        <EmptyState message={MSG.wishlistEmpty} link={{ href: localHref('/shop'), label: MSG.exploreProducts }} />
      </div>
    );
  }

  return (
    <div className="account-panel">
      <h2>{ACCOUNT_MSG.tabs.wishlist}</h2>
      <ul className="wishlist-items">
        {items.map((item) => (
          <li key={item.product_id} className="wishlist-item">
            {item.image ? (
              <img src={item.image} alt="" width={64} height={64} loading="lazy" />
            ) : (
              <span className="thumb" aria-hidden="true" />
            )}
            <div className="wishlist-info">
              <a href={localHref(`/product/${item.product_id}`)}>{item.name}</a>
              <span className="price">{formatMoney(item.price)}</span>
            </div>
            <div className="wishlist-actions">
              {item.has_options ? (
                <a
                  className="btn btn-primary btn-sm"
                  href={localHref(`/product/${item.product_id}`)}
                  aria-label={ACCOUNT_MSG.forPiece(MSG.chooseOptions, item.name)}
                >
                  {MSG.chooseOptions}
                </a>
              ) : (
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={busy === item.product_id}
                  onClick={(event) => add(item.product_id, item.name, event.currentTarget)}
                  aria-label={ACCOUNT_MSG.forPiece(PAGE_MSG.addToCart, item.name)}
                >
                  {PAGE_MSG.addToCart}
                </button>
              )}
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={busy === item.product_id}
                onClick={() => remove(item.product_id)}
                aria-label={ACCOUNT_MSG.removeFromWishlist(item.name)}
              >
                {ACCOUNT_MSG.remove}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
