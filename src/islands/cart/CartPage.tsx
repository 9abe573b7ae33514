import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { CART_MSG } from '../../lib/cart-messages';
import { PAGE_MSG } from '../../lib/page-messages';
import {
  $cart,
  $cartStatus,
  clearCart,
  followOtherTabs,
  readCart,
  removeCartItem,
  updateCartItem,
} from '../../stores/cart';
import { toast } from '../../stores/toasts';
import { LoadError } from '../shared/LoadStates';
import Totals from '../shared/Totals';
import CartLine from './CartLine';
import CodeField from './CodeField';
import WaitingCodes from './WaitingCodes';
import './cart-page.css';
import { useHydrated } from '../shared/use-hydrated';
import { useWordsReady } from '../shared/use-words-ready';
import { localHref } from '../../lib/i18n/paths';

/**
 * The /cart page: its lines with quantity steppers and Remove, Clear Cart, and the summary with
 * the discount code field. The page is this island: rendered at build time as "Loading your
 * cart...", it reads her cart once hydrated. While a change is on its way every button waits, and
 * a toast says what happened.
 */
export default function CartPage() {
  useWordsReady();
  // Hydrated as built ('Loading your cart...'), then as the store says.
  const hydrated = useHydrated();
  const storedCart = useStore($cart);
  const storedStatus = useStore($cartStatus);
  const cart = hydrated ? storedCart : null;
  const status = hydrated ? storedStatus : 'unread';
  /** The line being changed ('*' for the whole cart), or null. */
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    followOtherTabs();
    void readCart().catch(() => undefined);
  }, []);

  async function run(key: string, action: () => Promise<unknown>, done: string) {
    if (busy) return;
    setBusy(key);
    try {
      await action();
      toast({ title: done });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : PAGE_MSG.genericError;
      toast({ title: PAGE_MSG.error, description: message, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  if (cart === null) {
    if (status === 'failed')
      return (
        <LoadError
          className="cart-message"
          message={PAGE_MSG.backendUnavailable}
          onRetry={() => void readCart().catch(() => undefined)}
        />
      );
    return <p className="cart-message">{CART_MSG.loadingCart}</p>;
  }

  if (cart.items.length === 0)
    return (
      <div className="cart-message cart-empty">
        <h2>{CART_MSG.cartEmpty}</h2>
        <a className="btn btn-primary" href={localHref('/shop')}>
          {CART_MSG.continueShopping}
        </a>
      </div>
    );

  return (
    <div className="cart-layout">
      <div className="cart-lines">
        <table className="table cart-table">
          <caption className="visually-hidden">{CART_MSG.cartLinesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{CART_MSG.cartColumns.product}</th>
              <th scope="col">{CART_MSG.cartColumns.price}</th>
              <th scope="col">{CART_MSG.cartColumns.quantity}</th>
              <th scope="col">{CART_MSG.cartColumns.subtotal}</th>
              <th scope="col">
                <span className="visually-hidden">{CART_MSG.remove}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.items.map((item) => (
              <CartLine
                key={item.key}
                item={item}
                variant="page"
                busy={busy !== null}
                onQuantity={(n) => void run(item.key, () => updateCartItem(item.key, n), PAGE_MSG.cartUpdated)}
                onRemove={() => void run(item.key, () => removeCartItem(item.key), CART_MSG.itemRemoved)}
              />
            ))}
          </tbody>
        </table>
        <div className="cart-actions">
          <a className="btn btn-outline" href={localHref('/shop')}>
            {CART_MSG.continueShopping}
          </a>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy !== null}
            onClick={() => void run('*', clearCart, CART_MSG.cartCleared)}
          >
            {CART_MSG.clearCart}
          </button>
        </div>
      </div>
      <aside className="cart-summary card" aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title">{CART_MSG.cartSummaryTitle}</h2>
        <dl>
          <Totals
            subtotal={cart.totals.subtotal}
            coupons={cart.coupons}
            shipping={cart.needs_shipping ? CART_MSG.shippingCalculatedAtCheckout : CART_MSG.noShippingNeeded}
            giftWrap={cart.totals.gift_wrap}
            tax={cart.totals.total_tax}
            total={cart.totals.total}
            totalClass="cart-total"
          />
        </dl>
        <WaitingCodes codes={cart.waiting_codes} />
        <CodeField />
        <a className="btn btn-primary btn-block" href={localHref('/checkout')} data-primary-action>
          {CART_MSG.proceedToCheckout}
        </a>
      </aside>
    </div>
  );
}
