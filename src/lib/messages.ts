/**
 * Every user-facing message of the specification, named once. Components, the server and
 * tests import these so the words can only change in one place.
 */
export const MSG = {
  // Generic
  genericError: 'An error occurred',
  rateLimited: 'Rate limit exceeded. Please try again later.',
  invalidProductId: 'Invalid product ID',
  productNotFoundInFallback: (id: number | string) => `Product with ID ${id} not found in fallback data`,
  productNotFound: 'Product Not Found',
  productInfoUnavailable: 'Product information not available.',
  productsLoadFailed: 'Failed to load products. Using fallback data.',
  categoriesLoadFailed: 'Failed to load product categories. Using fallback data.',
  loadingProducts: 'Loading products...',
  noProductsFound: 'No products found',
  productsFound: (n: number) => `${n} ${n === 1 ? 'product' : 'products'} found`,
  badRequest: 'The request was not valid.',
  forbidden: 'This request was refused. Please reload the page and try again.',
  backendUnavailable: 'The store is temporarily unavailable. Please try again in a moment.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  unexpectedAnswer: 'The store sent an unexpected answer.',
  apiNotFound: 'No such API endpoint.',

  // Not found and error screens
  notFoundCode: '404',
  notFoundTitle: 'Oops! Page not found',
  returnHome: 'Return to Home',
  errorTitle: 'Something went wrong',
  errorBody: 'We encountered an error. Please try again.',
  retry: 'Retry',
  reloadPage: 'Reload Page',

  // Store status
  connectionOk: 'Connection to the store backend API successful',
  connectionFailed: (reason: string) => `Connection failed: ${reason}`,
  credentialsMissing: 'Store credentials are not configured',
  // Names no setting: this text ships to browsers, and secret names stay server-side.
  credentialsMissingBody: 'WooCommerce was asked for but its settings are incomplete. The shop is using its embedded store.',
  statusSuccess: 'Connection Successful',
  statusPartial: 'Partial Connection',
  statusFailed: 'Connection Failed',
  statusException: 'Failed to check WordPress connection. See console for details.',
  statusChecking: 'Checking the store backend...',
  statusNotChecked: 'Not checked yet',
  driverEmbedded: 'Embedded store (SQLite)',
  driverWooCommerce: 'WooCommerce',
  wooNotRequested: 'Not requested: the embedded store needs no settings.',
  wooComplete: 'Complete',
  wooIncomplete: (missing: readonly string[]) => `Incomplete: missing ${missing.join(', ')}`,

  // Cart
  adding: 'Adding...',
  addToCart: 'Add to Cart',
  addedToCart: 'Added to cart',
  addedToCartBody: (name: string) => `${name} has been added to your cart.`,
  error: 'Error',
  addFailed: 'Failed to add item to cart. Please try again.',
  addFailedProductPage: 'Failed to add product to cart. Please try again.',
  cartUpdated: 'Cart updated',
  itemRemoved: 'Item removed',
  cartCleared: 'Cart cleared',
  cartEmpty: 'Your cart is empty',
  shippingCalculatedAtCheckout: 'Calculated at checkout',
  productGone: (name: string) => `${name} is no longer available and was removed from your cart.`,
  outOfStock: 'Out of Stock',
  notEnoughStock: (name: string, n: number) => `Only ${n} of ${name} left in stock.`,
  productSoldOut: (name: string) => `${name} is out of stock.`,
  cartLineGone: 'That item is no longer in your cart.',

  // Wishlist
  addToWishlist: 'Add to Wishlist',
  inWishlist: 'In Wishlist',
  addedToWishlist: 'Added to wishlist',
  removedFromWishlist: 'Removed from wishlist',
  wishlistAddFailed: 'Failed to add to wishlist. Please try again.',
  wishlistRemoveFailed: 'Failed to remove from wishlist. Please try again.',
  wishlistEmpty: 'Your wishlist is currently empty',
  wishlistSavedLocally: 'Saved on this device. It will be added to your wishlist when the store can be reached.',

  // Reviews
  reviewMissingTitle: 'Missing information',
  reviewMissingBody: 'Please fill in all fields',
  reviewSuccess: 'Thank you for your feedback! Your review has been submitted for moderation.',
  reviewFailed: 'There was a problem submitting your review. Please try again.',

  // Share
  linkCopied: 'Link copied!',

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
  contactFixFields: 'Please correct the highlighted fields.',

  // Blog (spec §2) and setup guide
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
  missingShipping: 'Missing information: Please fill in all required shipping information fields.',
  shippingMethodRequired: 'Shipping method required: Please select a shipping method before proceeding.',
  paymentMethodRequired: 'Payment method required: Please select a payment method before placing your order.',
  missingBilling: 'Please fill in all required billing information fields.',
  orderCreated: 'Order created successfully',
  orderCreatedBody: (number: string) => `Your order number is #${number}.`,
  orderFailed: 'Error: Failed to create your order. Please try again.',
  orderNotFound: 'Order not found',
  orderNotFoundBody: 'We could not find that order. Check the order number and email address and try again.',
  emptyCartCheckout: 'Your cart is empty. Add something before checking out.',
  noOrdersYet: 'No orders yet',
  noOrdersPlaced: "You haven't placed any orders yet",
  loadingOrders: 'Loading your orders...',
  // The order:status command (shop owner, command line)
  unknownOrderStatus: (status: string, statuses: readonly string[]) => `Unknown status "${status}". Use one of: ${statuses.join(', ')}`,
  orderRefNotFound: (ref: string) => `No order with number or id "${ref}".`,

  // Auth
  validationError: 'Validation error',
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
  loginSuccess: 'Login successful',
  registerSuccess: 'Registration successful',
  registerFailed: 'Registration failed',
  registerFailedDefault: 'An error occurred during registration',
  creatingAccount: 'Creating Account...',
  emailInvalid: 'Please enter a valid email address',
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
  sessionExpired: 'Your session has expired. Please log in again.',
  resetRequested: 'If an account exists for that email address, we have sent a reset code to it.',
  resetCodeInvalid: 'This reset code is invalid, has already been used or has expired. Please request a new one.',
  passwordResetDone: 'Your password has been reset. You can now log in.',
  resetUnavailable: 'Password reset is not available on this store. Please contact support.',
  profileUpdated: 'Profile updated',
  currentPasswordWrong: 'Your current password is not correct.',
  displayNameRequired: 'Display name is required',
  currentPasswordRequired: 'Please enter your current password to change it',
  passwordChanged: 'Password changed',
} as const;

export type MessageKey = keyof typeof MSG;

/**
 * What a schema of src/lib/schemas says about a field that fails it (the API's 400 answers name
 * the field first: "quantity: must be at least 1"). The shop's wording, never the library's: the
 * error map in src/lib/schemas/zod.ts picks one of these for every issue.
 */
export const FIELD_MSG = {
  required: 'is required',
  notEmpty: 'must not be empty',
  mustBe: (what: string) => `must be ${what}`,
  typeNames: { string: 'text', number: 'a number', int: 'a whole number', boolean: 'true or false', array: 'a list', object: 'an object', date: 'a date' } as Record<string, string>,
  atLeastChars: (n: number) => `must be at least ${n} characters`,
  atMostChars: (n: number) => `must be at most ${n} characters`,
  exactChars: (n: number) => `must be exactly ${n} characters`,
  atLeast: (n: number) => `must be at least ${n}`,
  above: (n: number) => `must be greater than ${n}`,
  atMost: (n: number) => `must be at most ${n}`,
  atLeastItems: (n: number) => `must have at least ${n} ${n === 1 ? 'item' : 'items'}`,
  atMostItems: (n: number) => `must have at most ${n} ${n === 1 ? 'item' : 'items'}`,
  exactItems: (n: number) => `must have exactly ${n} ${n === 1 ? 'item' : 'items'}`,
  email: 'must be an email address',
  url: 'must be a full web address',
  dateTime: 'must be a date and time like 2026-05-12T10:30:00',
  format: 'is not in the expected format',
  oneOf: (values: readonly unknown[]) => `must be one of: ${values.map(String).join(', ')}`,
  unknownFields: (keys: readonly string[]) => `unknown ${keys.length === 1 ? 'field' : 'fields'}: ${keys.join(', ')}`,
  invalid: 'is not valid',
} as const;

/**
 * Build-time wording of the editorial and catalogue schemas (a bad content file stops the build
 * with the file, the field and one of these). Kept apart from MSG so it never ships to a browser.
 */
export const CONTENT_MSG = {
  text: 'must be text',
  date: 'must be a date written as YYYY-MM-DD, e.g. "2026-05-12"',
  blogCategory: (categories: readonly string[]) => `must be one of: ${categories.join(', ')}`,
  atLeastOneTag: 'must list at least one tag',
  decimal: 'must be a decimal string like "10.00"',
  email: 'must be an email address',
  https: 'must be a full https:// address',
  atLeastOneQuestion: 'must have at least one question',
  atLeastOneGroup: 'must have at least one group',
  fiveSteps: 'must have exactly 5 steps (spec §9: setup steps 5)',
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
} as const;
