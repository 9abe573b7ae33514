/**
 * Every user-facing message of the shop, named once. Components, the server and
 * tests import these so the words can only change in one place. The back office's words are
 * ADMIN_MSG in src/lib/admin-messages.ts and the emails' MAIL_MSG in src/lib/mail-messages.ts:
 * modules of their own, because the bundler keeps a module's words together and every shop page's
 * chunk imports this one (a test reads the built chunks for them). For the same reason the words
 * of the pages a shopper browses (Add to Cart, the product page, the API client's failures) live
 * in PAGE_MSG (./page-messages.ts), the cart drawer's in CART_MSG (./cart-messages.ts) and those
 * of what a click there does in ACTION_MSG (./action-messages.ts), all spread into MSG: their
 * browser code imports them alone.
 */
import { ACTION_MSG, ACTION_WORDS } from './action-messages';
import { CART_MSG, CART_WORDS } from './cart-messages';
import { CHECKOUT_MSG, CHECKOUT_WORDS } from './checkout-messages';
import { FIELD_MSG, FIELD_WORDS } from './field-messages';
import { GIFT_MSG } from './gift-messages';
import { PAGE_MSG, PAGE_WORDS } from './page-messages';
import { REVIEW_MSG, REVIEW_WORDS } from './review-messages';
import { SEARCH_MSG, SEARCH_WORDS } from './search-messages';
import { localized } from './i18n/localized';

export { ACTION_MSG, CART_MSG, CHECKOUT_MSG, FIELD_MSG, GIFT_MSG, PAGE_MSG, REVIEW_MSG, SEARCH_MSG };
/** "WooCommerce", "the sample catalogue": where the catalogue came from, in a sentence. */
const fromSource = (source: string) => (source === 'WooCommerce' ? source : `the ${source}`);

/** MSG's own words in English (the others are its parts' own, spread in below). */
export const OWN_WORDS = {
  // Generic
  productNotFoundInFallback: (id: number | string) => `Product with ID ${id} not found in fallback data`,
  productNotFound: 'Product Not Found',
  productInfoUnavailable: 'Product information not available.',
  // Quick view
  quickView: 'Quick view',
  closeQuickView: 'Close quick view',
  viewFullDetails: 'View Full Details',
  productsLoadFailed: 'Failed to load products. Using fallback data.',
  categoriesLoadFailed: 'Failed to load product categories. Using fallback data.',
  loadingProducts: 'Loading products...',
  noProductsFound: 'No products found',
  productsFound: (n: number) => `${n} ${n === 1 ? 'product' : 'products'} found`,
  pageOf: (page: number, last: number) => `Page ${page} of ${last}`,

  // Search and filters
  badRequest: 'The request was not valid.',
  invalidJson: 'Request body must be valid JSON',
  bodyNotJson: 'The request body must be JSON, sent as application/json.',
  bodyNotObject: 'The request body must be a JSON object.',
  forbidden: 'This request was refused. Please reload the page and try again.',
  storeCannotSave: "The shop can't save changes right now, so nothing was changed. Please try again in a few minutes.",
  storeCannotSaveStatus: (reason: string) => `the store can be read but cannot save changes (${reason})`,
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  apiNotFound: 'No such API endpoint.',
  webhookRefused: 'This request is not signed with the shop’s webhook secret.',
  methodNotAllowed: 'This address does not take that kind of request.',
  bodyTooLarge: 'That request was too large to accept.',
  requestTimeout: 'The request took too long to arrive. Please try again.',

  // Not found and error screens
  notFoundCode: '404',
  notFoundTitle: 'Oops! Page not found',
  returnHome: 'Return to Home',
  errorTitle: 'Something went wrong',
  errorBody: 'We encountered an error. Please try again.',
  reloadPage: 'Reload Page',

  // Store status
  connectionOk: 'Connection to the store backend API successful',
  connectionFailed: (reason: string) => `Connection failed: ${reason}`,
  credentialsMissing: 'Store credentials are not configured',
  // Names no setting: this text ships to browsers, and secret names stay server-side.
  credentialsMissingBody:
    'WooCommerce was asked for but its settings are incomplete. The shop is using its embedded store.',
  statusSuccess: 'Connection Successful',
  statusPartial: 'Partial Connection',
  statusFailed: 'Connection Failed',
  statusException: 'Failed to check WordPress connection. See console for details.',
  statusChecking: 'Checking the store backend...',
  statusNotChecked: 'Not checked yet',
  statusTitle: 'Store backend status',
  statusCheckAgain: 'Check again',
  // The panel's rows, in order, by the field its check fills in
  statusRows: {
    backend: 'Backend',
    settings: 'WooCommerce settings',
    connection: 'Connection test',
    catalogue: 'Catalogue',
    pages: 'Pages built',
    updates: 'Automatic updates',
  },
  driverEmbedded: 'Embedded store (SQLite)',
  driverWooCommerce: 'WooCommerce',
  wooNotRequested: 'Not requested: the embedded store needs no settings.',
  wooComplete: 'Complete',
  wooIncomplete: (missing: readonly string[]) => `Incomplete: missing ${missing.join(', ')}`,
  catalogueNotReported: 'Not reported by this build',
  catalogueShown: (shown: number, source: string) =>
    `${shown} ${shown === 1 ? 'product' : 'products'} in the shop, from ${fromSource(source)}`,
  catalogueLeftOut: (shown: number, count: number, named: readonly { name: string; reason: string }[]) =>
    `${shown} ${shown === 1 ? 'product' : 'products'} in the shop; ${count} left out: ${named
      .map((p) => `"${p.name}": ${p.reason}`)
      .join('; ')}${count > named.length ? `; and ${count - named.length} more` : ''}`,
  catalogueReportTitle: 'Your products in the shop',
  catalogueReportShown: (shown: number, source: string, hidden: number) =>
    `At its last build the shop read its catalogue from ${fromSource(source)}: ${shown} ${shown === 1 ? 'product is' : 'products are'} in the shop${hidden ? `, and ${hidden} ${hidden === 1 ? 'is' : 'are'} hidden there as you chose (catalog visibility "hidden")` : ''}.`,
  catalogueReportLeftOut: (count: number) =>
    `${count} ${count === 1 ? 'product was' : 'products were'} left out, each for the reason below. Correct ${count === 1 ? 'it' : 'them'} in WordPress, then rebuild the storefront.`,
  catalogueReportNoneLeftOut: 'Every published product of the store is in the shop.',
  catalogueReportUnnamed: 'A product without a name',
  catalogueReportProductId: (id: number) => `product ${id}`,
  statusProductsLeftOut: 'Some products are not in the shop',
  statusProductsLeftOutBody: (count: number) =>
    `${count} of the store's products ${count === 1 ? 'was' : 'were'} left out at the last build (Catalogue says why). Correct ${count === 1 ? 'it' : 'them'} in WordPress, then rebuild.`,
  // Why a store's product is not in the shop (the owner reads these in the status panel and on /wordpress-setup)
  leftOutType: (type: string) =>
    `it is a "${type}" product, a kind the shop does not sell (it sells simple, variable, grouped and external products)`,
  leftOutStatus: (status: string) => `it is not published (status "${status}")`,
  leftOutNoCategory: 'it is in no category: give it one in WordPress',
  leftOutNoPrice: 'it has no price: give it a regular price in WordPress',
  leftOutNoOptions:
    'it is a variable product without an attribute marked "Used for variations": mark the one shoppers choose by (a size, a length)',
  leftOutNoVariations:
    'it is a variable product without a published variation that has a price: add its variations, each with a price, in WordPress',
  leftOutNoPieces: 'it is a grouped product with no products in its group: add them under Linked Products in WordPress',
  leftOutPiecesGone: 'it is a grouped product none of whose products is in the shop',
  leftOutNoExternalUrl: 'it is an external product without the address where it is sold (Product URL in WordPress)',
  leftOutInvalid: (field: string, problem: string) => `its ${field || 'data'} cannot be shown: ${problem}`,
  leftOutVariationsUnread: (problem: string) => `WooCommerce did not answer its variations (${problem})`,
  leftOutUnreadable: (problem: string) => `WooCommerce answered it in a form the shop cannot read (${problem})`,
  /** A product without a picture shows the shop's placeholder; its alt text says so. */
  noPicture: (name: string) => `${name}: no picture yet`,
  // Store status: the pages and how they follow the store
  pagesNotBuilt: 'Not a build: the development server renders every page as it is asked for.',
  // What they were built from is the Catalogue row's.
  pagesBuilt: (when: string, seconds: number) => `${when}, in ${seconds}\u00a0s.`,
  // A busy shop's rebuild follows many changes (every checkout lowers a stock): the first three, then a count.
  pagesBuiltAfter: (reasons: readonly string[]) => {
    const more = reasons.length - 3;
    return ` Rebuilt after: ${reasons.slice(0, 3).join('; ')}${more > 0 ? ` and ${more} more ${more === 1 ? 'change' : 'changes'}` : ''}.`;
  },
  updatesNotNeeded: 'Not needed: stock and reviews changed in /admin show at once.',
  updatesOff: 'Off on this server (REBUILD=off): another server rebuilds, or pages are rebuilt by hand.',
  updatesOn: (how: string) => `On: ${how}`,
  updatesWebhooksAndPoll: (every: string) => `WooCommerce sends each product change; the shop also checks ${every}.`,
  updatesPollOnly: (every: string, why: string) => `the shop checks WooCommerce for changes ${every}${why}.`,
  updatesEvery: (ms: number) =>
    ms < 60_000
      ? `every ${Math.max(1, Math.round(ms / 1000))} seconds`
      : ms < 90_000
        ? 'every minute'
        : `every ${Math.round(ms / 60_000)} minutes`,
  updatesAtStart: 'when the server starts',
  updatesWebhooksFailed: (problem: string) => ` (its webhooks could not be registered: ${problem})`,
  updatesNoSiteUrl: ' (set SITE_URL so WooCommerce can send changes as they happen)',
  updatesBuilding: ' A rebuild is running now.',
  updatesDue: (time: string) => ` A rebuild starts at ${time}.`,
  updatesFailed: (when: string, problem: string) =>
    ` The last rebuild failed (${when}): ${problem} The pages above are still served.`,
  // Why the pages were rebuilt (src/server/rebuild): the panel's "Rebuilt after"
  reasonDelivery: (id: number | null, event: string) =>
    `${id === null ? 'a product' : `product ${id}`} ${event} in WooCommerce`,
  reasonVariant: (productId: number) => `a variant of product ${productId} updated in WooCommerce`,
  reasonProductsChanged: (n: number, ids: readonly number[]) =>
    n === 1
      ? `product ${ids[0]} changed in WooCommerce`
      : `${n} products changed in WooCommerce (${ids.join(', ')}${n > ids.length ? ', …' : ''})`,
  reasonPublished: (from: number, to: number) => `published products in WooCommerce went from ${from} to ${to}`,
  reasonCategories: 'categories changed in WooCommerce',
  reasonSale: 'a scheduled sale started or ended',
  reasonNotFromStore: 'the pages were not built from this WooCommerce store',
  updatesCheckFailed: (when: string, problem: string) =>
    ` The shop could not ask WooCommerce what changed (${when}): ${problem}`,
  updatesNextSale: (when: string) => ` A scheduled sale starts or ends ${when}: the pages are rebuilt then.`,

  // Cart refusals
  productGone: (name: string) => `${name} is no longer available and was removed from your cart.`,
  notEnoughStock: (name: string, n: number) => `Only ${n} of ${name} left in stock.`,
  stockAlreadyInCart: (n: number, inCart: number) =>
    `Only ${n} in stock, and ${inCart} ${inCart === 1 ? 'is' : 'are'} already in your cart.`,
  productSoldOut: (name: string) => `${name} is out of stock.`,
  choiceNotOffered: (name: string) => `${name} is not made in that combination. Please choose another.`,
  groupedNotSold: (name: string) => `${name} is a set: add its pieces from its page.`,
  externalNotSold: (name: string) => `${name} is sold on another website: follow the link on its page.`,
  chooseOptions: 'Choose options',
  // The shop's own payment methods (src/lib/payment-methods.ts)
  paidOnDeliveryOnly: (method: string) =>
    `${method} is for orders we deliver, and nothing in your cart is delivered: please choose another payment method.`,
  buyElsewhere: 'Buy product',
  soldElsewhere: 'Sold on another website: the button takes you there.',
  piecesOf: (name: string) => `The pieces of ${name}, each with its quantity`,
  viewProducts: 'View products',
  soldOutChoice: 'sold out',
  cartLineGone: 'That item is no longer in your cart.',
  lineQuantityLimit: (name: string, max: number) => `You can order at most ${max} of ${name}.`,
  orderQuantityLimit: (max: number) =>
    `An order can hold at most ${max} pieces. Please place a second order for the rest.`,

  // Discount codes (the shopper's words; both stores' refusals are said in these)
  codeNotUsable: 'Code not applied',
  // A link's code the cart does not qualify for yet (src/server/held-code.ts)
  codeHeldTitle: 'Code saved for your cart',
  codeHeld: (code: string, why: string) => `${why} ${code} will apply as soon as your cart qualifies.`,
  heldCodeApplied: (code: string) => `${code} is now applied to your cart.`,
  heldCodeWaits: (why: string) => `${why} Your code will apply as soon as your cart qualifies.`,
  /** A code taken off as the cart fell under what it needs: it waits, and comes back by itself. */
  codeTakenOffWaits: (code: string, why: string) =>
    `${code} was taken off your cart. ${why} It will apply again as soon as your cart qualifies.`,
  /** What a waiting code still needs, in the cart, the drawer and the checkout. */
  spendMoreFor: (amount: string, code: string) => `Spend ${amount} more for ${code}`,
  codeWaitsForCart: (code: string) => `${code} will apply as soon as your cart qualifies.`,

  discountTotal: 'Discount',
  savedOnOrder: (amount: string) => `You saved ${amount}`,
  codeUnknown: (code: string) => `${code} isn't one of our codes. Check the spelling and try again.`,
  codeNotStarted: (code: string, when: string) => `${code} can be used from ${when} (Cairo time).`,
  codeExpired: (code: string, when?: string) => (when ? `${code} ended on ${when}.` : `${code} has expired.`),
  codeUsedUp: (code: string) => `${code} has been used as many times as it can be: it's used up.`,
  codeUsedByYou: (code: string) => `You have already used ${code}: it can be used once per customer.`,
  codeUsedByYouTimes: (code: string, times: number) =>
    `You have already used ${code} ${times} times, as many as it allows per customer.`,
  codeBelowMinimum: (code: string, minimum: string) => `${code} is for orders of ${minimum} or more.`,
  codeAboveMaximum: (code: string, maximum: string) => `${code} is for orders of up to ${maximum}.`,
  codeNotForPieces: (code: string) => `${code} doesn't apply to the pieces in your cart.`,
  codeExcludesPieces: (code: string, names: string) => `${code} can't be used while ${names} is in your cart.`,
  codeExcludesCategories: (code: string, names: string) =>
    `${code} can't be used on pieces from ${names}, and your cart has some.`,
  codeNotOnSale: (code: string) => `${code} can't be used on pieces that are already on sale.`,
  codeNotCombinable: (code: string, other: string) => `${code} can't be combined with ${other}.`,
  codeReplaced: (old: string, code: string) =>
    `${old} was taken off your cart: ${code} can't be combined with other codes.`,
  codeAlreadyApplied: (code: string) => `${code} is already applied.`,
  codeForAnotherEmail: (code: string) =>
    `${code} is for one customer: it works only with the email address it was given to. Enter that address at checkout.`,
  codeNotApplied: (code: string) => `${code} is not on your cart.`,
  codeRefusedOther: (code: string, said: string) => `${code} can't be used: ${said}`,
  /** A code the cart no longer qualifies for, taken off as the cart changed. */
  codeTakenOff: (code: string, why: string) => `${code} was taken off your cart. ${why}`,
  /** Place Order refused because a code no longer applies (her email has used it, it ended): nothing charged. */
  codeRefusedAtCheckout: (why: string) =>
    `${why} It was taken off your order and nothing was charged: check the new total, then place your order again.`,
  /** Place Order refused because the store would charge another total than the one shown. */
  totalChanged: (total: string) =>
    `The total of your order is now ${total} and nothing was charged: check it, then place your order again.`,
  discountLinkFailed: 'That discount link could not be used',

  // Wishlist
  wishlistEmpty: 'Your wishlist is currently empty',

  // Newsletter and contact
  subscribing: 'Subscribing...',
  subscribed: 'Thank you for subscribing!',
  subscribedBody: 'You will hear about new collections and offers first.',
  contactSent: "Message sent successfully! We'll get back to you soon.",
  contactNameShort: 'Name must be at least 2 characters.',
  contactEmailInvalid: 'Please enter a valid email address.',
  contactSubjectShort: 'Subject must be at least 5 characters.',
  contactMessageShort: 'Message must be at least 10 characters.',
  contactSending: 'Sending...',
  contactName: 'Name',
  contactSubject: 'Subject',
  contactMessage: 'Message',
  contactFixFields: 'Please correct the highlighted fields.',

  // Blog and setup guide
  blogSearchPlaceholder: 'Search articles...',
  blogAllCategories: 'All Categories',
  blogPopularTags: 'Popular Tags',
  blogCategoryHeading: (category: string) => `Category: ${category}`,
  blogClearFilter: 'Clear filter',
  blogBy: (author: string) => `By ${author}`,
  blogReadMore: 'Read more',
  blogNoResults: 'No articles found',
  blogNoResultsHint: "Try adjusting your search or filters to find what you're looking for.",
  blogClearAll: 'Clear all filters',
  blogCount: (n: number) => `${n} ${n === 1 ? 'article' : 'articles'}`,
  setupProgress: (done: number, total: number) => `${done}/${total}`,
  setupComplete: 'Congratulations! Your store backend is set up and connected.',
  setupMarkComplete: 'Mark as complete',
  setupMarkIncomplete: 'Mark as incomplete',

  // Checkout and orders
  shippingRateGone: 'That shipping option is not available for this address any more. Please choose another.',
  orderCreated: 'Order created successfully',
  orderCreatedBody: (number: string) => `Your order number is #${number}.`,
  orderNotFound: 'Order not found',
  orderStatus: 'Order status',
  /** An order's statuses by their code (src/lib/order-status.ts), and its tracker's milestones. */
  orderStatusNames: {
    pending: 'Pending',
    processing: 'Processing',
    'on-hold': 'On Hold',
    completed: 'Completed',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
    failed: 'Failed',
  } as Record<string, string>,
  milestones: { placed: 'Order Placed', processing: 'Processing', shipped: 'Shipped', delivered: 'Delivered' },
  /** Instead of the tracker, for an order that stopped: its status is cancelled, refunded or failed. */
  orderStopped: (status: string) => `This order was ${status}.`,
  /** The first lines of a new order's status history (the embedded store), written in the language she ordered in. */
  historyOrderCreated: 'Order created.',
  historyAwaitingPayment: (method: string) => `Awaiting ${method} payment.`,
  historyPayOnDelivery: (method: string) => `Payment to be made upon delivery (${method}).`,
  orderThanks: 'Thank you for your order!',
  // The order page's card for an order awaiting a bank transfer (src/islands/order/BankTransferDetails.tsx)
  bankPayHeading: 'How to pay by bank transfer',
  bankPayAmount: 'Amount',
  bankPayReference: 'Payment reference',
  /** Names each account when the shop has more than one. */
  bankAccountNumbered: (n: number) => `Account ${n}`,
  /** A bank account's fields, as the order page and the order email name them. */
  bankFields: {
    account_name: 'Account name',
    bank_name: 'Bank',
    account_number: 'Account number',
    iban: 'IBAN',
    bic: 'BIC / SWIFT',
    sort_code: 'Branch code',
  },
  statusHistory: 'Status history',
  orderNumberRequired: 'Please enter your order number.',
  orderNumberLabel: 'Order number',
  orderNotFoundBody: 'We could not find that order. Check the order number and email address and try again.',
  // The order page's line under its heading: "Order #1042, placed on 26 November 2026"
  orderLabel: 'Order',
  placedOn: 'placed on',
  orderItems: 'Items',
  yourNote: 'Your note',
  notesFromUs: 'Notes from us',
  viewAllOrders: 'View All Orders',
  stateNotValid: 'Please check the governorate or state: it is not one we know for this country.',
  awaitingPayment: 'Awaiting payment',
  awaitingPaymentBody: (total: string) =>
    `We have your order, but not its payment of ${total} yet. It ships once it is paid.`,
  payNow: 'Pay now',
  loadingOrder: 'Loading your order...',
  loadingWishlist: 'Loading your wishlist...',
  startShopping: 'Start Shopping',
  exploreProducts: 'Explore Products',
  noOrdersYet: 'No orders yet',
  noOrdersPlaced: "You haven't placed any orders yet",
  loadingOrders: 'Loading your orders...',

  // Auth
  usernameRequired: 'Username is required',
  usernameTooLong: 'Username is too long',
  usernameInvalid: 'Username contains invalid characters',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password is too long',
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid username or password',
  lockedTitle: 'Account temporarily locked',
  lockedBody: 'Too many failed attempts. Please try again later.',
  lockedBanner: 'Your account is temporarily locked after too many failed attempts. Please try again in a few minutes.',
  signIn: 'Sign In',
  loginIntro: 'Welcome back. Sign in to see your orders and wishlist.',
  usernameOrEmail: 'Username or Email',
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  passwordHint: 'At least 8 characters with an uppercase and a lowercase letter, a number and a special character.',
  honeypotLabel: 'Website',
  forgotPasswordLink: 'Forgot Password?',
  newHere: 'New here?',
  haveAccount: 'Already have an account?',
  registerIntro: 'Save your details, follow your orders and keep a wishlist.',
  forgotPasswordTitle: 'Forgot Password',
  forgotIntro: 'Enter the email address of your account and we will send you a reset code.',
  haveResetCode: 'I have a reset code',
  requestNewCode: 'Request a new code',
  backToSignIn: 'Back to Sign In',
  resetTitle: 'Choose a New Password',
  resetCode: 'Reset code',
  newPasswordTitle: 'New Password',
  confirmNewPasswordTitle: 'Confirm New Password',
  accountSettings: 'Account Settings',
  profile: 'Profile',
  displayName: 'Display name',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  signingIn: 'Signing In...',
  loginSuccess: 'Login successful',
  createAccount: 'Create Account',
  registerSuccess: 'Registration successful',
  registerSuccessBody: 'You can now sign in.',
  registerFailed: 'Registration failed',
  registerFailedDefault: 'An error occurred during registration',
  creatingAccount: 'Creating Account...',
  usernameShort: 'Username must be at least 3 characters',
  passwordsDontMatch: 'Passwords do not match',
  passwordMin: 'Password must be at least 8 characters long',
  passwordUpper: 'Password must contain at least one uppercase letter',
  passwordLower: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  usernameTaken: 'That username is already registered. Please choose another or log in.',
  emailTaken: 'An account with that email address already exists. Please log in or reset your password.',
  loggedOut: 'Logged out successfully',
  userNotLoggedIn: 'User not logged in',
  resetRequested: 'If an account exists for that email address, we have sent a reset code to it.',
  resetCodeRequired: 'Please enter the reset code from your email',
  resetCodeInvalid: 'This reset code is invalid, has already been used or has expired. Please request a new one.',
  passwordResetDone: 'Your password has been reset. You can now log in.',

  // Confirming the account's email address (the link in the welcome email, or one asked for again)
  confirmEmailTitle: 'Confirm your email address',
  confirmEmailIntro:
    'Confirm that this address is yours: the orders you placed with it as a guest then show in your account. If you did not make a Nefertari account, close this page.',
  confirmEmailButton: 'Confirm my email address',
  confirmingEmail: 'Confirming...',
  emailConfirmedTitle: 'Your email address is confirmed',
  emailConfirmedLinked: (n: number) =>
    n === 0
      ? 'You placed no orders with it as a guest; everything you order while signed in shows in your account.'
      : `${n} ${n === 1 ? 'order' : 'orders'} you placed as a guest ${n === 1 ? 'is' : 'are'} now in your account.`,
  seeYourOrders: 'See your orders',
  confirmEmailInvalid:
    'This link is not valid any more: it was already used, it ran out after 7 days, or the account now has another email address. Sign in and ask for a new one from your account.',
  confirmEmailNoCode: 'This page needs the link from your email. Sign in to ask for a new one from your account.',
  goToAccount: 'Go to your account',
  emailUnconfirmed: (email: string) =>
    `Placed orders as a guest with ${email}? Confirm that this address is yours and they show here.`,
  sendConfirmEmail: 'Email me a confirmation link',
  sendingConfirmEmail: 'Sending...',
  confirmEmailSent: (email: string) => `We sent a link to ${email}. Follow it within 7 days to confirm your address.`,
  resetUnavailable: 'Password reset is not available on this store. Please contact support.',
  profileUpdated: 'Profile updated',
  currentPasswordWrong: 'Your current password is not correct.',
  displayNameRequired: 'Display name is required',
  currentPasswordRequired: 'Please enter your current password to change it',
  currentPasswordForEmail: 'Please enter your current password to change your email',
  currentPasswordForEmailHint: 'Your email is where password resets go, so changing it needs your password.',
  passwordChanged: 'Password changed',
  saving: 'Saving...',
  saveChanges: 'Save Changes',
  changePassword: 'Change Password',
  sending: 'Sending...',
  sendResetCode: 'Send Reset Code',
  resetPassword: 'Reset Password',
} as const;

/**
 * Every part's words and MSG's own, in English: tests and the server read every sentence here. Its
 * Arabic is the parts' Arabic and its own, joined the same way (src/lib/i18n/ar/index.ts).
 */
export const MSG_WORDS = {
  ...PAGE_WORDS,
  ...CART_WORDS,
  ...ACTION_WORDS,
  ...REVIEW_WORDS,
  ...CHECKOUT_WORDS,
  ...SEARCH_WORDS,
  controlCharacterIn: FIELD_WORDS.controlCharacterIn,
  ...OWN_WORDS,
};

/** Every sentence the shop says, in the language of the code reading it (src/lib/i18n/localized.ts). */
export const MSG = localized('msg', MSG_WORDS);

export type MessageKey = keyof typeof MSG;

/**
 * Build-time wording of the editorial and catalogue schemas (a bad content file stops the build
 * with the file, the field and one of these). Kept apart from MSG so it never ships to a browser.
 */
export const CONTENT_MSG = {
  /** The build's closing line about its catalogue (integrations/catalogue-report.mjs). */
  catalogueSummary: (r: {
    source: string;
    read: number;
    shown: number;
    hidden: number;
    left_out: readonly { id: number; name: string; reason: string }[];
    warnings?: readonly { id: number }[];
    arabic_missing?: readonly { kind: 'product' | 'category' }[];
  }) => {
    const hidden = r.hidden ? `; ${r.hidden} hidden by the owner (catalog visibility "hidden")` : '';
    const warned = new Set((r.warnings ?? []).map((w) => w.id)).size;
    const promises =
      (warned
        ? ` ${warned} ${warned === 1 ? 'product promises a choice its page does' : 'products promise a choice their pages do'} not offer: the warnings above say which and what to change.`
        : '') + CONTENT_MSG.arabicSummary(r.arabic_missing ?? []);
    if (r.left_out.length === 0)
      return `Catalogue: ${r.shown} products in the shop, from ${fromSource(r.source)}${hidden}.${promises}`;
    const named = r.left_out
      .slice(0, 5)
      .map((p) => `"${p.name}" (${p.id}): ${p.reason}`)
      .join('; ');
    const more = r.left_out.length > 5 ? `; and ${r.left_out.length - 5} more` : '';
    return `Catalogue: ${r.shown} of the ${r.read} products read from ${fromSource(r.source)} are in the shop${hidden}; ${r.left_out.length} left out: ${named}${more}. The store status panel and /wordpress-setup list them.${promises}`;
  },
  /** /wordpress-setup's line above the products that promise a choice their page does not offer. */
  promisesReport: (count: number) =>
    `${count} ${count === 1 ? 'product promises a choice its page does' : 'products promise a choice their pages do'} not offer (an engraving, a size, a length, a metal). Shoppers see ${count === 1 ? 'it' : 'them'} as they are; correct the product or its words in WordPress, then rebuild the storefront.`,
  /**
   * A product that promises a choice its page does not offer (src/lib/catalogue/promises.ts):
   * what promises it, and the two honest fixes.
   */
  unkeptPromise: (
    kind: 'engraving' | 'size' | 'length' | 'metal',
    found: { sentence: string } | { listed: readonly string[] },
  ) => {
    const promise =
      'sentence' in found
        ? `its words say "${found.sentence.length > 160 ? `${found.sentence.slice(0, 159).trimEnd()}…` : found.sentence}"`
        : `its Details list ${found.listed.length} ${kind === 'metal' ? 'metals' : `${kind}s`} (${found.listed.join(', ')})`;
    const fix =
      kind === 'engraving'
        ? 'give it an engraving field (label, longest text, scripts, price), or change the words'
        : kind === 'metal'
          ? 'make Metal an option the shopper chooses, with a variant for each metal, or name only the metal it is made in'
          : `make ${kind === 'size' ? 'Size' : 'Length'} an option the shopper chooses, with a variant for each ${kind}, or say in its words how one piece fits them all`;
    return `${promise}, but its page offers no ${kind === 'engraving' ? 'engraving field' : `choice of ${kind}`}: ${fix}.`;
  },
  /** The parts of a product or category without Arabic (src/lib/catalogue/missing-arabic.ts). */
  arabicParts: {
    name: 'name',
    shortDescription: 'short description',
    description: 'description',
    optionName: (option: string) => `option name "${option}"`,
    optionValues: (option: string, values: readonly string[]) =>
      `${option} ${values.length === 1 ? 'value' : 'values'} ${values.map((v) => `"${v}"`).join(', ')}`,
    engravingLabel: 'engraving label',
    pictures: (n: number) => (n === 1 ? 'a picture description' : `${n} picture descriptions`),
  },
  /** The build's closing line about the catalogue's Arabic: '' when every word has its Arabic. */
  arabicSummary: (gaps: readonly { kind: 'product' | 'category' }[]) => {
    const products = gaps.filter((g) => g.kind === 'product').length;
    const categories = gaps.length - products;
    const counted = [
      products ? `${products} ${products === 1 ? 'product' : 'products'}` : '',
      categories ? `${categories} ${categories === 1 ? 'category' : 'categories'}` : '',
    ].filter(Boolean);
    return counted.length
      ? ` ${counted.join(' and ')} lack some Arabic: their Arabic pages show those words in English (/wordpress-setup lists them).`
      : '';
  },
  /** /wordpress-setup's line above the pieces whose Arabic pages show English words. */
  arabicReport: (count: number) =>
    `${count} ${count === 1 ? 'piece of the catalogue lacks' : 'pieces of the catalogue lack'} some Arabic: the Arabic pages show those words in English. Give each its Arabic in WordPress (the product's "Arabic" box; a category's Arabic fields), then rebuild the storefront.`,
  arabicMore: (n: number) => `and ${n} more`,
  /** One piece without its Arabic, on /wordpress-setup: what it lacks. */
  arabicGap: (kind: 'product' | 'category', parts: readonly string[]) =>
    `${kind === 'category' ? 'category; ' : ''}no Arabic ${parts.join(', ')}`,
  text: 'must be text',
  date: 'must be a date written as YYYY-MM-DD, e.g. "2026-05-12"',
  dateNotReal: 'must be a day the calendar has, written as YYYY-MM-DD (there is no 30 February)',
  impossibleDate: (text: string) =>
    `date: "${text}" is not a day the calendar has (there is no 30 February); write a real date as YYYY-MM-DD`,
  duplicatePostId: (id: string, files: readonly string[]) =>
    `id: ${id} is used by ${files.length} posts: ${files.join(' and ')}. Give each post a number no other post uses.`,
  missingCover: (cover: string) =>
    `coverImage: "${cover}" does not exist. The path is relative to the post's file, e.g. "./covers/my-post.svg".`,
  blogCategory: (categories: readonly string[]) => `must be one of: ${categories.join(', ')}`,
  /** An Arabic data file (content/data/*.ar.json) whose figures differ from its English one's. */
  translationFigures: (englishFile: string) =>
    `The translation keeps the figures of ${englishFile}: copy them from there, then translate the words.`,
  entryCount: (original: number, translated: number) =>
    `has ${translated} ${translated === 1 ? 'entry' : 'entries'}, the English has ${original}`,
  figure: (original: number | string, translated: unknown) =>
    `is ${JSON.stringify(translated) ?? 'missing'}, the English says ${JSON.stringify(original)}`,
  /** A translation with no English file beside it (src/loaders/content-languages.ts). */
  orphansFound: 'These translations have no English original, so no page would ever show them:',
  orphanTranslation: (file: string, dataFiles: readonly string[]) =>
    file.endsWith('.mdx')
      ? `there is no ${file.replace(/\/[a-z]{2}\/([^/]+)$/, '/$1')}: name a translated page after the English page's file`
      : `the shop shows no other language of ${file.replace(/\.[a-z]{2}\.json$/, '.json')}; the data files with translations are ${dataFiles.map((d) => `${d}.json`).join(', ')}`,
  /** The build's line, and /wordpress-setup's heading, about the shopper's content still in English only. */
  untranslatedContent: (count: number, language: string) =>
    `${count} ${count === 1 ? 'page or data file has' : 'pages and data files have'} no ${language} yet; the ${language} shop shows ${count === 1 ? 'it' : 'them'} in English:`,
  languageName: { en: 'English', ar: 'Arabic' },
  untranslatedFile: (file: string, translation: string) => `${file} (its translation: ${translation})`,
  language: (languages: readonly string[]) =>
    `must be one of: ${languages.map((l) => `"${l}"`).join(', ')} (the language the post is written in)`,
  missingProductImage: (src: string) =>
    `"${src}" is not a file in content/catalogue/images: write the name of a picture there, e.g. "golden-lotus-necklace.svg"`,
  unknownProductCategory: (given: string, known: readonly string[]) =>
    `${given} is not a category of categories.json; use one of: ${known.join('; ')}`,
  categoryCount: (name: string, count: number, actual: number) =>
    `"${name}" has count ${count}, but ${actual} ${actual === 1 ? 'product is' : 'products are'} in it: set its count to ${actual}`,
  atLeastOneTag: 'must list at least one tag',
  decimal: 'must be a decimal string like "10.00"',
  email: 'must be an email address',
  https: 'must be a full https:// address',
  atLeastOneQuestion: 'must have at least one question',
  atLeastOneGroup: 'must have at least one group',
  fiveSteps: 'must have exactly 5 steps (the guide counts its progress out of 5)',
  sixWords: 'must have exactly 6 words (the heading shows each for a sixth of its turn)',
  money: 'must be a decimal string like "1250.00" or ""',
  slug: 'must be lower-case words joined by hyphens',
  priceRequired: 'price is required',
  regularPriceRequired: 'regular_price is required',
  needsCategory: 'a product needs at least one category',
  needsImage: 'a product needs at least one image',
  saleBelowRegular: 'an on-sale product needs a sale_price below regular_price',
  priceIsSale: 'price must equal sale_price while on sale',
  priceIsRegular: 'price must equal regular_price when not on sale',
  stockQuantityRequired: 'stock_quantity is required when manage_stock is true',
  groupedNeedsProducts: 'a grouped product lists the ids of its pieces in grouped_products',
  externalNeedsUrl: 'an external product needs the full http(s) address where it is sold',
  variantsNeedVariable: (type: string) => `only a variable product has variants (this one is "${type}")`,
  variableNeedsOptions:
    'a variable product needs at least one attribute with "variation": true (Size, Length, Metal...)',
  variableNeedsVariants: 'a variable product needs at least one variant',
  unknownOption: (name: string, options: readonly string[]) =>
    `"${name}" is not one of the product's variation attributes (${options.map((o) => `"${o}"`).join(', ') || 'none'})`,
  unknownOptionValue: (name: string, value: string, values: readonly string[]) =>
    `"${value}" is not a value of "${name}"; use one of: ${values.map((v) => `"${v}"`).join(', ')}`,
  variantMissesOption: (name: string) => `the variant does not say its "${name}" (write "" for any value)`,
  duplicateVariant: (other: number) => `the same choice as variant ${other}: each variant is a different choice`,
  variantIdTaken: (productId: number, name: string, index: number, id: number, other: string) =>
    `product ${productId} "${name}", field "variants.${index}.id": ${id} is already the id of ${other}; give each variant an id no product or other variant has`,
  duplicateVariantId: (id: number) =>
    `id ${id} is already the product's or another variant's: give each variant an id of its own`,
} as const;
