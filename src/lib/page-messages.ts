/**
 * The words of the pages a shopper browses, and of what they load once idle: the API client's
 * failures, Add to Cart, the product page (options, wishlist, reviews, sharing) and the cart
 * drawer (what a click there does: ./action-messages.ts). Part of MSG (src/lib/messages.ts spreads it in), so every sentence still has one home
 * and tests import them all from MSG; the browser code of those pages imports this module alone,
 * because a module's words travel together and MSG as a whole is 8 KB gzip, half a product
 * page's JavaScript budget.
 */
export const PAGE_MSG = {
  // The API client
  genericError: 'An error occurred',
  rateLimited: 'Rate limit exceeded. Please try again later.',
  unexpectedAnswer: 'The store sent an unexpected answer.',
  invalidProductId: 'Invalid product ID',
  backendUnavailable: 'The store is temporarily unavailable. Please try again in a moment.',
  retry: 'Retry',
  error: 'Error',

  // A line's engraving, under its name ("Name to engrave: Nour"): the owner's label, then the text
  lineEngravingLabel: (label: string) => `${label}: `,

  // Add to Cart
  adding: 'Adding...',
  addToCart: 'Add to Cart',
  outOfStock: 'Out of Stock',
  // The live correction of a card's or product's price
  saleBadge: 'SALE',
  priceFrom: 'From',
  /** Add to Cart on a product with options, until every option has a value: "Choose a size". */
  chooseOption: (option: string) => `Choose a ${option.toLowerCase()}`,

  // The cart drawer (and the cart page)
  loadingCart: 'Loading your cart...',
  cartEmpty: 'Your cart is empty',
  continueShopping: 'Continue Shopping',
  cartUpdated: 'Cart updated',
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

  // Wishlist
  addToWishlist: 'Add to Wishlist',
  inWishlist: 'In Wishlist',

  // Reviews
  verifiedBuyer: 'Verified buyer',
} as const;
