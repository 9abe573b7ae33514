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
  credentialsMissingBody:
    // No variable names here: this module ships to the browser, and the build must not name the store's secrets.
    'WooCommerce was asked for but its store address or API keys are missing. The shop is using its embedded store.',
  statusSuccess: 'Connection Successful',
  statusPartial: 'Partial Connection',
  statusFailed: 'Connection Failed',
  statusException: 'Failed to check WordPress connection. See console for details.',

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
} as const;

export type MessageKey = keyof typeof MSG;
