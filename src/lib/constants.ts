/** The shop's business constants and limits, in one place. Durations in milliseconds. */
import { CART_BADGE_FRESH_MS } from './header-constants';

export {
  CART_BADGE_FRESH_MS,
  INACTIVITY_LIMIT_MS,
  MAX_TOASTS,
  TOAST_DURATION_MS,
  TOKEN_REFRESH_THRESHOLD_MS,
} from './header-constants';
export const CURRENCY = 'EGP';
export const DEFAULT_COUNTRY = 'EG';

/** NUL and the other control characters, which no typed text holds (line breaks and tabs are text). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const REQUEST_TIMEOUT_MS = 20_000;
export const RETRY_DELAY_MS = 1_000;
export const HERO_ROTATION_MS = 2_000;
export const STORE_WARNING_TOAST_MS = 8_000;
export const NEWSLETTER_DELAY_MS = 1_000;
export const DRAWER_CLOSE_AFTER_ADD_MS = 1_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const CLIENT_RATE_LIMIT = { requests: 60, windowMs: 60_000 } as const;

/** How long cached per-shopper data stays fresh before the server is asked again. */
export const CACHE_MS = {
  default: 5 * 60_000,
  general: 60_000,
  cartBadge: CART_BADGE_FRESH_MS,
  categories: 60 * 60_000,
  featured: 30 * 60_000,
  productDetails: 15 * 60_000,
  categoryProducts: 10 * 60_000,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const REGISTER_USERNAME_MIN_LENGTH = 3;
export const LOGIN_FIELD_MAX_LENGTH = 100;

export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_STEP_MS = 5_000;
export const LOCKOUT_MAX_MS = 30_000;

/**
 * The most of one piece a cart line (and so an order) may hold, and the most pieces one order
 * may hold, on every path: add, update, checkout, backorder products included. A shop of
 * handmade pieces: more than this is a conversation, not a checkout.
 */
export const MAX_LINE_QUANTITY = 99;
export const MAX_ORDER_QUANTITY = 300;

export const RECENTLY_VIEWED_STORED = 10;
export const RECENTLY_VIEWED_SHOWN = 4;
export const RELATED_PRODUCTS = 4;
export const FEATURED_FALLBACK = 4;
export const DASHBOARD_ORDERS = 2;
export const LOW_STOCK_THRESHOLD = 5;
export const MOBILE_BREAKPOINT_PX = 768;
export const SETUP_STEPS = 5;

/** The checkout charges this flat shipping amount (EGP) for any method once one is chosen. */
export const FLAT_SHIPPING = '10.00';

/** Product social previews (og:image) are square PNGs of this size, in pixels. */
export const SOCIAL_IMAGE_SIZE = 1200;

/** At most this many products a page asks the live price and stock of at once (a listing page's worth). */
export const LIVE_PRODUCTS_MAX = 100;

/** Where the browser keeps its copy of the shopper's wishlist (localStorage); the product page reads the list only when it is there or she is signed in. */
export const WISHLIST_KEY = 'wp_wishlist';

/** The checkout's three steps, in order. */
export const CHECKOUT_STEPS = ['information', 'shipping', 'payment'] as const;
