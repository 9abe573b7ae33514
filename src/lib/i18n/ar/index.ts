import { registerArabic } from '../registry';
import account from './account-messages';
import action from './action-messages';
import cart from './cart-messages';
import checkout from './checkout-messages';
import field from './field-messages';
import gift from './gift-messages';
import island from './island-messages';
import msgOwn from './msg-own-messages';
import order from './order-messages';
import page from './page-messages';
import review from './review-messages';
import search from './search-messages';
import sizeGuide from './size-guide-messages';

/**
 * Every subject's Arabic words, by subject: registered for the subjects' modules to read
 * (../localized.ts). Loaded by the server at its start, and by an Arabic page only (../ready.ts).
 * A subject not here yet reads in English. MSG's Arabic is its parts' and its own, joined in the
 * order of MSG_WORDS (src/lib/messages.ts).
 */
export const ARABIC = {
  account,
  action,
  cart,
  checkout,
  field,
  gift,
  island,
  msg: {
    ...page,
    ...cart,
    ...action,
    ...review,
    ...checkout,
    ...search,
    controlCharacterIn: field.controlCharacterIn,
    ...msgOwn,
  },
  order,
  page,
  review,
  search,
  sizeGuide,
};

for (const [subject, table] of Object.entries(ARABIC)) registerArabic(subject, table);
