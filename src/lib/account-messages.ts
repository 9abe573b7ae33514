import { localized } from './i18n/localized';
/**
 * The words of her account (/account): its tabs, the dashboard, the list of her orders and her
 * wishlist. The account island imports this module; its forms' words (profile, password, signing
 * in) are MSG's, shared with the sign-in pages.
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/account-messages.ts holds the Arabic). */
export const ACCOUNT_WORDS = {
  loadingAccount: 'Loading your account...',
  signingOut: 'Signing out...',
  /** Named where an account has no display name. */
  guestName: 'Guest User',
  /** The tab list's name. */
  myAccount: 'My account',
  tabs: { dashboard: 'Dashboard', orders: 'Orders', wishlist: 'Wishlist', settings: 'Settings' },
  logOut: 'Log Out',

  // The dashboard
  hello: (name: string) => `Hello, ${name}!`,
  dashboardIntro:
    'From your account dashboard you can follow your recent orders, keep a wishlist and edit your account details.',
  recentOrders: 'Recent Orders',
  accountDetails: 'Account Details',
  name: 'Name',
  editAccountDetails: 'Edit Account Details',

  // The Orders tab's table
  yourOrders: 'Your orders',
  orderColumns: { order: 'Order', date: 'Date', status: 'Status', total: 'Total', actions: 'Actions' },
  view: 'View',
  viewOrder: (number: string) => `View order #${number}`,

  // The Wishlist tab
  remove: 'Remove',
  removeFromWishlist: (name: string) => `Remove ${name} from wishlist`,
  /** A button's name with the piece it acts on: "Add to Cart: Lotus Ring". */
  forPiece: (action: string, name: string) => `${action}: ${name}`,
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const ACCOUNT_MSG = localized('account', ACCOUNT_WORDS);
