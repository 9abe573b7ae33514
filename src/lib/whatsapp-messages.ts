import { localized } from './i18n/localized';

/**
 * The words of "Ask on WhatsApp" (src/lib/whatsapp.ts): the link, and the message it writes for her
 * in the page's language, which she can change before she sends it.
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/whatsapp-messages.ts holds the Arabic). */
export const WHATSAPP_WORDS = {
  askOnWhatsApp: 'Ask on WhatsApp',
  /**
   * A piece's page: its name, her choices ("Size: 7, Metal: Gold"; '' for none), its price ('' until
   * her choices name one piece) and the page's address.
   */
  askAboutPiece: (name: string, choices: string, price: string, url: string) =>
    `Hello Nefertari, I'd like to ask about ${name}${choices ? ` (${choices})` : ''}${price ? `, ${price}` : ''}: ${url}`,
  /** One option as she chose it. */
  choice: (option: string, value: string) => `${option}: ${value}`,
  choiceSeparator: ', ',
  /** Her order, on its confirmation and in tracking. */
  askAboutOrder: (number: string) => `Hello Nefertari, I'd like to ask about my order #${number}.`,
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const WHATSAPP_MSG = localized('whatsapp', WHATSAPP_WORDS);
