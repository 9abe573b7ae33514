import { localized } from './i18n/localized';
/**
 * The words of what a shopper's click on a browsing page does: an add's outcome, a wishlist change,
 * a review sent, a link shared. Part of MSG (src/lib/messages.ts spreads it in) like PAGE_MSG
 * (./page-messages.ts), and apart from it for the same reason: the code of those clicks loads
 * with the click, and its words with it, not with every product page that is only looked at.
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/action-messages.ts holds the Arabic). */
export const ACTION_WORDS = {
  // Add to Cart
  addedToCart: 'Added to cart',
  /** What an add did; `cut` when the store had fewer than asked and added what it had (the cart's add_cut). */
  addedToCartBody: (name: string, cut?: { added: number; left: number }) =>
    !cut
      ? `${name} has been added to your cart.`
      : cut.added === cut.left
        ? `Only ${cut.left} left: ${cut.added} added to your cart.`
        : `Only ${cut.left} left: ${cut.added} added to your cart, which now holds all ${cut.left}.`,
  addFailed: 'Failed to add item to cart. Please try again.',
  addFailedProductPage: 'Failed to add product to cart. Please try again.',
  choosePieces: 'Choose how many of each piece you want.',
  addedPieces: (n: number) => `${n} ${n === 1 ? 'piece' : 'pieces'} added to your cart.`,

  // Wishlist
  addedToWishlist: 'Added to wishlist',
  removedFromWishlist: 'Removed from wishlist',
  wishlistAddFailed: 'Failed to add to wishlist. Please try again.',
  wishlistRemoveFailed: 'Failed to remove from wishlist. Please try again.',
  wishlistSavedLocally: 'Saved on this device. It will be added to your wishlist when the store can be reached.',

  // Reviews and sharing
  reviewMissingTitle: 'Missing information',
  reviewMissingBody: 'Please fill in all fields',
  reviewSuccess: 'Thank you for your feedback! Your review has been submitted for moderation.',
  reviewFailed: 'There was a problem submitting your review. Please try again.',
  validationError: 'Validation error',
  emailInvalid: 'Please enter a valid email address',
  linkCopied: 'Link copied!',
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const ACTION_MSG = localized('action', ACTION_WORDS);
