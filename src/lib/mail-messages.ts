import { OWN_WORDS } from './messages';
import { localized } from './i18n/localized';

/**
 * The emails' words (src/server/mail): subjects, headings and lines to the shopper, in her
 * language, the companion of src/lib/messages.ts; the owner's own are OWNER_MAIL_MSG
 * (./owner-mail-messages.ts), English like the back office. A module of their own, not an export of
 * messages.ts: the bundler keeps a module's words together, and messages.ts is in the chunk every
 * shop page loads, so the emails' words rode to every browser with it. An order's totals are in
 * the words every view of an order uses (src/lib/order-totals.ts), so the emails say them as the
 * pages do.
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/mail-messages.ts holds the Arabic). */
export const MAIL_WORDS = {
  // Order received (shopper)
  orderReceivedSubject: (n: string) => `Your Nefertari order #${n} has been received`,
  orderReceivedHeading: 'Thank you for your order',
  orderReceivedIntro: (n: string) => `We have received your order #${n} and will let you know as soon as it ships.`,
  orderReceivedBankIntro: (n: string) =>
    `We have received your order #${n}. It will be prepared as soon as your bank transfer arrives: please pay into the account below and use your order number as the reference.`,
  // Status changed (shopper)
  statusSubject: (n: string, status: string) => `Your order #${n} is now ${status}`,
  noteSubject: (n: string) => `A note about your order #${n}`,
  statusHeading: (status: string) => `Your order is now ${status}`,
  noteHeading: 'A note about your order',
  statusIntro: (n: string, from: string, to: string) => `Your order #${n} has moved from ${from} to ${to}.`,
  noteIntro: (n: string) => `We have added a note to your order #${n}.`,
  noteLabel: 'A note from us',
  // Password reset
  resetSubject: 'Reset your Nefertari password',
  resetHeading: 'Reset your password',
  resetIntro: 'Someone asked to reset the password of your Nefertari account. Use this code within 30 minutes:',
  resetButton: 'Choose a new password',
  resetIgnore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  // Welcome
  welcomeSubject: 'Welcome to Nefertari',
  welcomeHeading: 'Welcome to Nefertari',
  welcomeIntro: 'Your account is ready. Sign in to follow your orders, keep your wishlist and check out faster.',
  welcomeButton: 'Go to your account',
  // Confirm the email address (in the welcome, and on its own when asked for again)
  confirmEmailSubject: 'Confirm your Nefertari email address',
  confirmEmailHeading: 'Confirm your email address',
  confirmEmailIntro: (email: string) =>
    `Please confirm that ${email} is yours. Orders you placed with it as a guest then show in your account. The link works for 7 days.`,
  confirmEmailButton: 'Confirm my email address',
  confirmEmailIgnore: 'If you did not make a Nefertari account, ignore this email: nothing is shown to anyone.',
  // Email changed (to the old address)
  emailChangedSubject: 'Your Nefertari email address was changed',
  emailChangedHeading: 'Your email address was changed',
  emailChangedIntro: (to: string) =>
    `The email address of your Nefertari account is now ${to}. Order emails and password resets go there from now on.`,
  emailChangedIgnore:
    'If you made this change, there is nothing to do. If you did not, reply to this email or call us, and we will help you take your account back.',
  // Shared parts
  greeting: (name: string) => (name ? `Hi ${name},` : 'Hello,'),
  viewOrder: 'View your order',
  orderNumber: (n: string) => `Order #${n}`,
  product: 'Product',
  quantity: 'Qty',
  paymentMethod: 'Payment method',
  shippingAddress: 'Shipping address',
  billingAddress: 'Billing address',
  customerNote: 'Your note',
  bankTransferHeading: 'Pay by bank transfer',
  bankAmount: 'Amount',
  bankReference: 'Reference',
  bankFields: OWN_WORDS.bankFields,
  footer: (email: string, phone: string) => `Questions? Write to ${email} or call ${phone}.`,
  footerTagline: 'Handcrafted Egyptian jewelry',
  // Engraving and gift options
  lineEngraving: (label: string, text: string) => `${label}: ${text}`,
  giftHeading: 'Gift',
  giftWrapped: 'Gift wrapped',
  giftMessage: 'Message for the recipient',
  pricesHidden: 'Prices left off the packing slip',
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const MAIL_MSG = localized('mail', MAIL_WORDS);
