import { registerArabic } from '../registry';
import account from './account-messages';
import cart from './cart-messages';
import island from './island-messages';
import order from './order-messages';
import page from './page-messages';
import sizeGuide from './size-guide-messages';

/**
 * Every subject's Arabic words, by subject: registered for the subjects' modules to read
 * (../localized.ts). Loaded by the server at its start, and by an Arabic page only (../ready.ts).
 * A subject not here yet reads in English.
 */
export const ARABIC = { account, cart, island, order, page, sizeGuide };

for (const [subject, table] of Object.entries(ARABIC)) registerArabic(subject, table);
