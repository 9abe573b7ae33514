import { localized } from './i18n/localized';
/**
 * The words of the cart drawer and the lines it draws (the cart page's lines too). Part of MSG
 * (src/lib/messages.ts spreads it in) like PAGE_MSG, and apart from it because the drawer's code
 * loads on its own (ahead when idle with a cart, on a product page at the shopper's reach for it):
 * its words travel with it, not with every page that is only browsed.
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/cart-messages.ts holds the Arabic). */
export const CART_WORDS = {
  loadingCart: 'Loading your cart...',
  cartEmpty: 'Your cart is empty',
  continueShopping: 'Continue Shopping',
  itemRemoved: 'Item removed',
  lineReduced: (from: number, to: number) =>
    `Only ${to} left in stock: we changed your quantity from ${from} to ${to}.`,
  shippingCalculatedAtCheckout: 'Calculated at checkout',
  noShippingNeeded: 'None: nothing to ship',
  cartDrawerTitle: 'Your cart',
  cartDrawerClose: 'Close cart',
  cartItems: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  checkout: 'Checkout',
  viewCart: 'View cart',
  remove: 'Remove',
  removeFromCart: (line: string) => `Remove ${line} from cart`,
  quantityOf: (line: string) => `Quantity of ${line}`,
  decreaseQuantity: (line: string) => `Decrease quantity of ${line}`,
  increaseQuantity: (line: string) => `Increase quantity of ${line}`,
  cartCleared: 'Cart cleared',

  // The /cart page
  cartLinesCaption: 'Items in your cart',
  cartColumns: { product: 'Product', price: 'Price', quantity: 'Quantity', subtotal: 'Subtotal' },
  clearCart: 'Clear Cart',
  cartSummaryTitle: 'Order Summary',
  proceedToCheckout: 'Proceed to Checkout',

  /** The discount code field's label, and its name in a refusal. */
  discountCode: 'Discount code',

  // A cart's totals (the drawer, the cart page, the checkout's summary), and a placed order's
  // wherever it shows (src/lib/order-totals.ts): the same rows in the same words everywhere.
  /** The shipping row of an order, with the method it goes by. */
  shippingBy: (method: string) => `Shipping (${method})`,
  tax: 'Tax',
  total: 'Total',
  discountLine: (code: string) => `Discount (${code})`,
  freeShippingLine: (code: string) => `Free shipping (${code})`,
  freeShipping: 'Free',
  /** The gift wrap's line of a total, and its amount when the wrap is free. */
  giftWrap: 'Gift wrap',
  free: 'Free',
  /** An amount taken off, as a total line shows it: "−EGP 110.00". */
  minus: (amount: string) => `−${amount}`,
  haveACode: 'Have a code?',
  applyCode: 'Apply',
  applyingCode: 'Applying…',
  removeCode: (code: string) => `Remove code ${code}`,
  removeCodeShort: 'Remove',
  codeAppliedTitle: 'Code applied',
  codeRemovedTitle: 'Code removed',
  codeApplied: (code: string) => `${code} is applied to your cart.`,
  codeRemoved: (code: string) => `${code} was taken off your cart.`,
  appliedCodes: 'Codes on your cart',
  /** The codes waiting for her cart to qualify, each with what it still needs. */
  waitingCodes: 'Codes waiting for your cart',
  /** Taking a waiting code off her list: it no longer waits. */
  stopWaitingFor: (code: string) => `Don't wait for ${code}`,
  enterCode: 'Enter a code.',
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const CART_MSG = localized('cart', CART_WORDS);
