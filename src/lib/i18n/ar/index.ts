import { registerArabic } from '../registry';
import account from './account-messages';
import action from './action-messages';
import address from './address-messages';
import cart from './cart-messages';
import checkout from './checkout-messages';
import field from './field-messages';
import gift from './gift-messages';
import island from './island-messages';
import msg from './msg';
import order from './order-messages';
import page from './page-messages';
import review from './review-messages';
import search from './search-messages';
import sizeGuide from './size-guide-messages';
import whatsapp from './whatsapp-messages';

/**
 * Every subject's Arabic words that a browser's scripts may say, by subject: registered for the
 * subjects' modules to read (../localized.ts). The server loads them all at its start; an Arabic
 * page fetches each subject apart, as its code needs it (./tables.ts, ../ready.ts). A subject not
 * here yet reads in English.
 */
export const ARABIC = {
  account,
  action,
  address,
  cart,
  checkout,
  field,
  gift,
  island,
  msg,
  order,
  page,
  review,
  search,
  sizeGuide,
  whatsapp,
};

for (const [subject, table] of Object.entries(ARABIC)) registerArabic(subject, table);
