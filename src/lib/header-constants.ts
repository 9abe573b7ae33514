/**
 * What every page's first script needs to know (the header's session check and cart badge): the
 * limits it applies and the name of the cookie that says a cart may exist. They live
 * apart from ./constants, which re-exports the limits, so that script carries these few values and
 * not the shop's whole constants module (a content page's first script has 3 KB gzip).
 */
export const TOKEN_REFRESH_THRESHOLD_MS = 5 * 60_000;
export const INACTIVITY_LIMIT_MS = 30 * 60_000;
/** The header badge's cached count is fresh for 30 s. */
export const CART_BADGE_FRESH_MS = 30_000;

/**
 * Readable twin of the httpOnly cart_token cookie (same life, set by the server with it): this
 * browser holds a cart token, so the server may hold a cart for it. A browser with neither this
 * cookie nor a cached count has no cart, and its badge asks the server nothing.
 */
export const CART_MARKER_COOKIE = 'has_cart';

/**
 * Cookie of a toast a server redirect left for the page it lands on (a discount link's outcome):
 * written by the server (src/server/http.ts), read by the page's first script.
 */
export const FLASH_COOKIE = 'flash';

/** sessionStorage key of a toast left for the next page ('Login successful' then /account): src/stores/flash.ts. */
export const FLASH_KEY = 'nefertari.flash';

/** A toast stays 5 s by default; at most 5 are on screen at once (every page's first script holds the toasts). */
export const TOAST_DURATION_MS = 5_000;
export const MAX_TOASTS = 5;
