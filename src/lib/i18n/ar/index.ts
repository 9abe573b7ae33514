import { registerArabic } from '../registry';
import action from './action-messages';
import cart from './cart-messages';
import checkout from './checkout-messages';
import field from './field-messages';
import gift from './gift-messages';
import mail from './mail-messages';
import msgOwn from './msg-own-messages';
import page from './page-messages';
import request from './request-messages';
import review from './review-messages';
import search from './search-messages';

/**
 * Every subject's Arabic words, by subject: registered for the subjects' modules to read
 * (../localized.ts). Loaded by the server at its start, and by an Arabic page only (../ready.ts).
 * A subject not here yet reads in English. MSG's Arabic is its parts' and its own, joined in the
 * order of MSG_WORDS (src/lib/messages.ts).
 */
export const ARABIC = {
  action,
  cart,
  checkout,
  field,
  gift,
  mail,
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
  page,
  request,
  review,
  search,
};

for (const [subject, table] of Object.entries(ARABIC)) registerArabic(subject, table);
