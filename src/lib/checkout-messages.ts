import { localized } from './i18n/localized';
/**
 * The checkout's words: its steps, the address forms, shipping and payment, Place Order and the
 * order's summary, and the shop's own payment methods. Part of MSG (src/lib/messages.ts spreads
 * it in); the checkout island imports this alone.
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/checkout-messages.ts holds the Arabic). */
export const CHECKOUT_WORDS = {
  codTitle: 'Cash on Delivery',
  codDescription: 'Pay in cash when your order arrives.',
  bacsTitle: 'Direct Bank Transfer',
  bacsDescription:
    'Pay into our bank account with your order number as the reference; your order ships once the transfer arrives.',
  nothingToShip: 'Nothing in your cart is shipped, so there is no shipping to choose or pay.',
  noPaymentForUndelivered:
    'None of our payment methods takes an order with nothing to deliver. Please contact us and we will complete it with you.',
  missingShipping: 'Missing information: Please fill in all required shipping information fields.',
  shippingMethodRequired: 'Shipping method required: Please select a shipping method before proceeding.',
  noShippingToAddress: "We don't ship to this address yet. Please check the country, or contact us.",
  paymentMethodRequired: 'Payment method required: Please select a payment method before placing your order.',
  missingBilling: 'Please fill in all required billing information fields.',
  orderFailed: 'Error: Failed to create your order. Please try again.',
  emptyCartCheckout: 'Your cart is empty. Add something before checking out.',
  checkout: 'Checkout',
  checkoutSteps: 'Checkout steps',
  stepInformation: 'Information',
  stepShipping: 'Shipping',
  stepPayment: 'Payment',
  orderSummary: 'Order summary',
  chooseShippingMethod: 'Choose a method',
  continueTo: (step: string) => `Continue to ${step}`,
  backTo: (step: string) => `Back to ${step}`,
  shippingAddress: 'Shipping address',
  billingAddress: 'Billing address',
  billingSameAsShipping: 'Billing address same as shipping',
  shippingMethod: 'Shipping method',
  paymentMethod: 'Payment method',
  loadingShippingMethods: 'Loading shipping methods...',
  shippingRatesFailed: 'We could not get the shipping options for this address.',
  updatingTotal: 'Updating the total...',
  loadingPaymentMethods: 'Loading payment methods...',
  orderNotes: 'Order notes (optional)',
  orderNotesLabel: 'Order notes',
  company: 'Company (optional)',
  streetAddress: 'Street address',
  apartment: 'Apartment, suite, floor (optional)',
  city: 'City',
  state: 'Governorate / State',
  postcode: 'Postal code',
  country: 'Country',
  phone: 'Phone',
  orderRefused: 'Your order was not placed',
  placeOrder: (total: string) => `Place Order · ${total}`,
  placingOrder: 'Placing Order...',
  orderPlacedRedirect: 'Order placed. Taking you to your confirmation...',
  browseShop: 'Browse the Shop',
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  companyLabel: 'Company',
  apartmentLabel: 'Apartment, suite, floor',
  /** NUL or another control character, which no typed text holds: a paste can bring one the person cannot see. */
  countryRequired: 'Please choose a country',
  phoneInvalid: 'Please enter a valid phone number, like +20 100 123 4567',
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const CHECKOUT_MSG = localized('checkout', CHECKOUT_WORDS);
