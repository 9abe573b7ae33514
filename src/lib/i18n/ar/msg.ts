import action from './action-messages';
import cart from './cart-messages';
import checkout from './checkout-messages';
import field from './field-messages';
import msgOwn from './msg-own-messages';
import page from './page-messages';
import review from './review-messages';
import search from './search-messages';

/** MSG's Arabic: its parts' Arabic and its own, joined in the order of MSG_WORDS (src/lib/messages.ts). */
export default {
  ...page,
  ...cart,
  ...action,
  ...review,
  ...checkout,
  ...search,
  controlCharacterIn: field.controlCharacterIn,
  ...msgOwn,
};
