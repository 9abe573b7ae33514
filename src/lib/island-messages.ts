import { localized } from './i18n/localized';
/**
 * The few words of the islands' shared parts that no subject owns: the toasts' region and close
 * button, what a screen reader hears of a sale price, a star rating's name. A module of its own,
 * small, so each island that shows one of them carries these and nothing more.
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/island-messages.ts holds the Arabic). */
export const ISLAND_WORDS = {
  // The toasts ({hotkey} is the key that reaches them, F8, filled in by the toast library)
  notification: 'Notification',
  notifications: 'Notifications ({hotkey})',
  closeNotification: 'Close notification',

  // A price on sale, read out: "Sale price: EGP 900.00 Regular price: EGP 1,200.00"
  salePrice: 'Sale price:',
  regularPrice: 'Regular price:',

  /** Five stars read out as one image. */
  ratedOutOfFive: (rating: string) => `Rated ${rating} out of 5`,
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const ISLAND_MSG = localized('island', ISLAND_WORDS);
