import { localized } from './i18n/localized';
/**
 * The words of the product page's size-guide dialog around its charts: its title, lead, close
 * button, the tab list's name and the line that leads to Contact Us.
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/size-guide-messages.ts holds the Arabic). */
export const SIZE_GUIDE_WORDS = {
  title: 'Size Guide',
  /** "Still unsure? [Contact Us] and we will help you choose.": before, the link, after. */
  askAfter: 'and we will help you choose.',
  contactUs: 'Contact Us',

  // The product page's dialog
  dialogLead: 'Find your size, then measure the way our artisans do.',
  close: 'Close size guide',
  jewelryType: 'Jewelry type',
  stillUnsure: 'Still unsure?',
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const SIZE_GUIDE_MSG = localized('sizeGuide', SIZE_GUIDE_WORDS);
