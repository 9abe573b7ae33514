import { localized } from './i18n/localized';
/**
 * The words the shop's own screens write around their data and islands: the product page's
 * headings, tabs and fixed sentences, the page not found, and the titles, descriptions, headings
 * and no-script notes of the cart, checkout, account, sign-in and order pages. Written into the
 * HTML as the pages are made: no browser script imports this module.
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/screen-messages.ts holds the Arabic). */
export const SCREEN_WORDS = {
  product: {
    breadcrumb: 'Breadcrumb',
    /** The gallery's thumbnails: "Golden Lotus Necklace pictures". */
    picturesOf: (name: string) => `${name} pictures`,
    showPicture: (n: number, of: number, alt: string) => `Show picture ${n} of ${of}: ${alt}`,
    share: 'Share',
    /** The recently viewed section, drawn by its script from the words the page gives it. */
    recentlyViewed: 'Recently Viewed',
    clearRecentlyViewed: 'Clear All',
    sizeGuide: 'Size Guide',
    sku: 'SKU',
    category: 'Category',
    categories: 'Categories',
    tags: 'Tags',
    quantity: 'Quantity',
    tabs: 'Product information',
    description: 'Description',
    details: 'Details',
    shipping: 'Shipping',
    dimensions: 'Dimensions',
    /** Length × width × height, already joined. */
    inCentimetres: (size: string) => `${size} cm`,
    weight: 'Weight',
    inGrams: (weight: string) => `${weight} g`,
    shippingTimes:
      'Orders are prepared in our Cairo workshop and ship within 1-2 business days. Standard delivery takes 3-5 business days within Egypt and 7-14 business days internationally.',
    shippingCost: (price: string) => `Shipping is a flat ${price} per order, added at checkout.`,
    /** Around its two links: "See Shipping Info and Returns & Refunds for details." (`after` follows the link at once.) */
    shippingSee: { before: 'See', between: 'and', after: ' for details.' },
    shippingInfo: 'Shipping Info',
    returnsRefunds: 'Returns & Refunds',
    related: 'You May Also Like',
  },

  notFound: {
    title: 'Page not found',
    description: 'The page you were looking for does not exist.',
    lead: 'The page you are looking for may have moved or no longer exists.',
    /** After "Product Not Found": an address of a piece the catalogue no longer has. */
    pieceGone: (heading: string) => `${heading}: this piece is no longer in our catalogue.`,
    goBack: 'Go Back',
  },

  cart: {
    title: 'Shopping Cart',
    description: 'Review the pieces in your cart before checkout.',
    /** Without JavaScript, around its link: "..., or continue shopping." */
    noScript: 'Your cart needs JavaScript to load. Please enable it, or',
    continueShopping: 'continue shopping',
  },
  checkout: {
    title: 'Checkout',
    description: 'Enter your address, choose shipping and payment, and place your order.',
    lead: 'Three short steps: your address, a shipping method and a payment method. You see the shipping options for your address, and exactly what you will pay, before you place the order.',
    noScript:
      'Checkout needs JavaScript to load your cart and place your order. Please enable it and reload the page, or',
    continueShopping: 'continue shopping',
  },
  login: {
    title: 'Sign In',
    description: 'Sign in to your Nefertari account to follow your orders and keep your wishlist.',
    noScript: 'Signing in needs JavaScript. Please enable it and reload the page.',
  },
  register: {
    title: 'Create Account',
    description: 'Create a Nefertari account to follow your orders and keep a wishlist.',
    noScript: 'Creating an account needs JavaScript. Please enable it and reload the page.',
  },
  forgotPassword: {
    title: 'Forgot Password',
    description: 'Reset the password of your Nefertari account.',
    noScript: 'Resetting a password needs JavaScript. Please enable it and reload the page.',
  },
  confirmEmail: {
    title: 'Confirm Your Email',
    description: 'Confirm the email address of your Nefertari account.',
    noScript: 'Confirming your email address needs JavaScript. Please enable it and reload the page.',
  },
  account: {
    title: 'My Account',
    description: 'Your Nefertari account: orders, wishlist and settings.',
    noScript: 'Your account needs JavaScript. Please enable it and reload the page.',
  },
  orderTracking: {
    title: 'Track Your Order',
    description: 'Enter your order number and the email address you ordered with to see where your order is.',
    lead: 'Enter the order number from your confirmation and the email address you ordered with.',
  },
  orderConfirmation: {
    title: 'Order confirmation',
    description: 'Your order, its status and its details.',
  },
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const SCREEN_MSG = localized('screen', SCREEN_WORDS);
