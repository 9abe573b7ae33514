import { registerArabic } from '../registry';
import address from './address-messages';
import cart from './cart-messages';
import page from './page-messages';
import whatsapp from './whatsapp-messages';

/**
 * Every subject's Arabic words, by subject: registered for the subjects' modules to read
 * (../localized.ts). Loaded by the server at its start, and by an Arabic page only (../ready.ts).
 * A subject not here yet reads in English.
 */
export const ARABIC = { address, cart, page, whatsapp };

for (const [subject, table] of Object.entries(ARABIC)) registerArabic(subject, table);
