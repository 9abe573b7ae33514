import { localized } from './i18n/localized';
/**
 * The words of the pages a shopper browses, and of what they load once idle: the API client's
 * failures, Add to Cart, the product page (options, wishlist, reviews, sharing); the cart
 * drawer's are CART_MSG (./cart-messages.ts), what a click does ACTION_MSG (./action-messages.ts). Part of MSG (src/lib/messages.ts spreads it in), so every sentence still has one home
 * and tests import them all from MSG; the browser code of those pages imports this module alone,
 * because a module's words travel together and MSG as a whole is 8 KB gzip, half a product
 * page's JavaScript budget.
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/page-messages.ts holds the Arabic). */
export const PAGE_WORDS = {
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
  /** Read before a reduced price and its old one, by a screen reader only. */
  salePrice: 'Sale price:',
  regularPrice: 'Regular price:',
  // The stock badge (src/lib/stock.ts): drawn by the build, corrected live
  inStock: 'In Stock',
  onBackorder: 'On Backorder',
  lowStock: (left: number) => `Low Stock (${left} left)`,
  // A product's stars and count, drawn by the build and again from the latest reviews
  ratedOutOfFive: (rating: string) => `Rated ${rating} out of 5`,
  reviewCount: (n: number) => `(${n} ${n === 1 ? 'review' : 'reviews'})`,
  /** A card's Add to Cart, named for a screen reader, drawn by the build and corrected live. */
  addToCartOf: (name: string) => `Add to Cart: ${name}`,
  soldOutOf: (name: string) => `${name} is out of stock`,
  /** Add to Cart on a product with options, until every option has a value: "Choose a size". */
  chooseOption: (option: string) => `Choose a ${option.toLowerCase()}`,

  // What a cart answer's notice and the drawer's changes say
  cartUpdated: 'Cart updated',

  // Wishlist
  addToWishlist: 'Add to Wishlist',
  inWishlist: 'In Wishlist',

  sessionExpired: 'Your session has expired, please sign in again',
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const PAGE_MSG = localized('page', PAGE_WORDS);
