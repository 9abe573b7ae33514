import { localized } from './i18n/localized';

/**
 * The words of an address's governorate (src/lib/governorates.ts): the checkout's list and the
 * check of an Egyptian address. The field's label is the checkout's (CHECKOUT_MSG.state).
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/address-messages.ts holds the Arabic). */
export const ADDRESS_WORDS = {
  /** The list's first line, until she chooses. */
  chooseGovernorate: 'Choose a governorate',
  /** An Egyptian address whose state is none of the governorates (sent by an API client, or kept from before the list). */
  governorateNotListed: 'Please choose your governorate from the list',
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const ADDRESS_MSG = localized('address', ADDRESS_WORDS);
