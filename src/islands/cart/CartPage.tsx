import { useEffect, useState } from 'react';
import LineChoices from '../shared/LineChoices';
import LineEngraving from '../shared/LineEngraving';
import GiftWrapTotal from '../shared/GiftWrapTotal';
import { lineLabel, productHref } from '../../lib/catalogue/variants';
import { useStore } from '@nanostores/react';
import ErrorBoundary from '../shared/ErrorBoundary';
import QuantityStepper from '../shared/QuantityStepper';
import { $cart, clearCart, refreshCart, removeCartItem, updateCartItem } from '../../stores/cart';
import { toast } from '../../stores/toasts';
import { MSG } from '../../lib/messages';
import { Money } from '../shared/Money';
import type { CartItem } from '../../lib/schemas/cart';
import { EmptyState, LoadError } from '../shared/LoadStates';
import CodeField from '../discount/CodeField';
import DiscountLines from '../discount/DiscountLines';
import './cart-page.css';

/** The /cart page: lines with quantity steppers, remove, clear, and the summary. */
export default function CartPage() {
  return (
    <ErrorBoundary name="cart">
      <CartView />
    </ErrorBoundary>
  );
}

function failure(error: unknown) {
  const message = error instanceof Error && error.message ? error.message : MSG.genericError;
  toast({ title: MSG.error, description: message, variant: 'destructive' });
}

function CartView() {
  const cart = useStore($cart);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [busy, setBusy] = useState<string | null>(null);

  const load = () => {
    setState('loading');
    refreshCart({ force: true })
      .then(() => setState('ready'))
      .catch(() => setState('failed'));
  };
  useEffect(load, []);

  async function run(key: string, action: () => Promise<unknown>, done: string) {
    if (busy) return;
    setBusy(key);
    try {
      await action();
      toast({ title: done });
    } catch (error) {
      failure(error);
    } finally {
      setBusy(null);
    }
  }

  if (state === 'failed' && !cart) {
    return <LoadError className="cart-message" message={MSG.backendUnavailable} onRetry={load} />;
  }
  if (!cart) return <p className="cart-message">{MSG.loadingCart}</p>;
  if (cart.items.length === 0) {
    return (
      <EmptyState
        className="cart-message cart-empty"
        heading={MSG.cartEmpty}
        link={{ href: '/shop', label: MSG.continueShopping }}
      />
    );
  }

  return (
    <div className="cart-layout">
      <div className="cart-lines">
        <table className="table cart-table">
          <caption className="visually-hidden">Items in your cart</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Price</th>
              <th scope="col">Quantity</th>
              <th scope="col">Subtotal</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.items.map((item) => (
              <CartLine
                key={item.key}
                item={item}
                busy={busy === item.key}
                disabled={busy !== null}
                onQuantity={(q) => run(item.key, () => updateCartItem(item.key, q), MSG.cartUpdated)}
                onRemove={() => run(item.key, () => removeCartItem(item.key), MSG.itemRemoved)}
              />
            ))}
          </tbody>
        </table>
        <div className="cart-actions">
          <a className="btn btn-outline" href="/shop">
            Continue Shopping
          </a>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy !== null}
            onClick={() => run('*', clearCart, MSG.cartCleared)}
          >
            Clear Cart
          </button>
        </div>
      </div>
      <aside className="cart-summary card" aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title">Order Summary</h2>
        <dl>
          <div>
            <dt>Subtotal</dt>
            <dd>
              <Money value={cart.totals.subtotal} />
            </dd>
          </div>
          <DiscountLines codes={cart.coupons} />
          <div>
            <dt>Shipping</dt>
            <dd>{cart.needs_shipping ? MSG.shippingCalculatedAtCheckout : MSG.noShippingNeeded}</dd>
          </div>
          <GiftWrapTotal amount={cart.totals.gift_wrap} />
          <div>
            <dt>Tax</dt>
            <dd>
              <Money value={cart.totals.total_tax} />
            </dd>
          </div>
          <div className="cart-total">
            <dt>Total</dt>
            <dd>
              <Money value={cart.totals.total} />
            </dd>
          </div>
        </dl>
        <CodeField />
        <a className="btn btn-primary btn-block" href="/checkout" data-primary-action>
          Proceed to Checkout
        </a>
      </aside>
    </div>
  );
}

interface LineProps {
  item: CartItem;
  busy: boolean;
  disabled: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

function CartLine({ item, busy, disabled, onQuantity, onRemove }: LineProps) {
  const href = productHref(item.id, item.choices);
  const label = lineLabel(item.name, item.choices);
  return (
    <tr aria-busy={busy || undefined}>
      <td data-label="Product">
        <a className="cart-product" href={href}>
          {item.featured_image && (
            <img src={item.featured_image} alt="" width={72} height={72} loading="lazy" decoding="async" />
          )}
          <span>
            {item.name}
            <LineChoices choices={item.choices} />
            <LineEngraving engraving={item.engraving} />
          </span>
        </a>
        {/* Stock ran low after she chose her quantity: said on the line until she changes it. */}
        {item.reduced_from ? <p className="line-notice">{MSG.lineReduced(item.reduced_from, item.quantity)}</p> : null}
      </td>
      <td data-label="Price">
        <Money value={item.price} />
      </td>
      <td data-label="Quantity">
        <QuantityStepper
          label={label}
          value={item.quantity}
          max={item.max_quantity ?? undefined}
          busy={disabled}
          onChange={onQuantity}
        />
      </td>
      <td data-label="Subtotal">
        <Money value={item.totals.subtotal} />
      </td>
      <td>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-label={MSG.removeFromCart(label)}
          disabled={disabled}
          onClick={onRemove}
        >
          Remove
        </button>
      </td>
    </tr>
  );
}
