import { api, ApiError } from '../../lib/api';
import { orderBody, orderRefusal, quotes, serverRefusal, shippingRefusal } from '../../lib/checkout';
import { MSG } from '../../lib/messages';
import { emptyCart } from '../../lib/empty-cart';
import { applyCart } from '../../stores/cart';
import { notePlaced, rememberOrderKey } from '../order/order-keys';
import { useSubmit } from '../shared/use-submit';
import { clearDraft } from './draft-storage';
import type { CheckoutState } from './use-checkout';

/**
 * Place Order: the rules first (a refusal moves the shopper to what is missing), then the order
 * itself, then the way to the confirmation page (or the payment method's own page).
 */
export function usePlaceOrder({
  draft,
  needsShipping,
  quote,
  refuse,
  refuseField,
  codesChanged,
  placed,
}: CheckoutState) {
  const order = useSubmit({
    check: () => ({ ok: true, value: orderBody(draft) }),
    send: async (body) => {
      const result = await api.checkout.createOrder(body);
      rememberOrderKey(result.id, result.order_key);
      // The 'Order created successfully' toast is shown by the confirmation page: one made here
      // would vanish with the navigation.
      notePlaced(result.id, result.number);
      clearDraft();
      placed(result.id);
      // The server emptied its cart: say so locally at once (badge, its cache, other tabs), since the
      // page is about to unload and a refresh would not finish.
      applyCart(emptyCart());
      // A payment method that takes payment on its own page: pay there, then come back to the
      // confirmation page (the store's return setting, README "Running on WooCommerce").
      location.assign(result.payment_url ?? `/order-confirmation/${result.id}`);
    },
    // Everything typed stays, and so does the idempotency key: a retry cannot make a second order.
    // A refusal the shopper can fix is said as the server said it, next to the field when it names one.
    failed: (error) => {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 429)
        return { title: MSG.orderFailed };
      const data = (error.data ?? {}) as { field?: unknown };
      const refusal = serverRefusal(draft, { field: data.field, message: error.message });
      if (refusal) {
        refuseField(refusal);
        return null;
      }
      // A code the order could not have was taken off the cart: show the new cart and total before she tries again.
      if (error.code === 'coupon_refused') codesChanged(true);
      return { title: MSG.orderRefused, description: error.message };
    },
  });

  function placeOrder(form: HTMLFormElement | null) {
    const refusal = orderRefusal(draft, needsShipping) ?? shippingRefusal(quote, draft.shippingMethod);
    if (refusal) return refuse(refusal);
    // Never place an order at a total the shopper was not shown.
    if (!quotes(quote, draft.shippingMethod)) return;
    if (form) order.submit(form);
  }

  return { pending: order.pending, placeOrder };
}
