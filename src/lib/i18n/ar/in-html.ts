import { registerArabic } from '../registry';
import chrome from './chrome-messages';
import editorial from './editorial-messages';
import listing from './listing-messages';
import screen from './screen-messages';

/**
 * The Arabic of the subjects only the server and the build read: words written into the pages'
 * HTML (every page's frame, the lists of pieces, the shop's screens) that no browser script says.
 * Registered by the server at its start, beside ./index.ts, and apart from it: an Arabic page's
 * browser fetches ./index.ts for its scripts' words, and these would add kilobytes of words it
 * already has in its HTML (tests/integration/browser-chunks.test.ts holds them out of every script).
 */
export const ARABIC_IN_HTML = { chrome, editorial, listing, screen };

for (const [subject, table] of Object.entries(ARABIC_IN_HTML)) registerArabic(subject, table);
