import { cartSchema } from '../../../src/lib/schemas/cart';
import { checkoutDraftSchema } from '../../../src/lib/schemas/checkout';
import {
  createOrderResultSchema,
  gatewaysAnswer,
  notesAnswer,
  orderSchema,
  ordersAnswer,
} from '../../../src/lib/schemas/order';
import { liveProductSchema, viewedProductSchema } from '../../../src/lib/schemas/product';
import { reviewsAnswer, reviewSubmitted } from '../../../src/lib/schemas/review';
import { shippingQuoteSchema } from '../../../src/lib/schemas/shipping';
import { connectionTestSchema, storeStatusSchema } from '../../../src/lib/schemas/status';
import { confirmEmailAnswer, messageAnswer, sessionSchema, userAnswer } from '../../../src/lib/schemas/user';
import { existsAnswer, wishlistAnswer, wishlistLocalCopySchema } from '../../../src/lib/schemas/wishlist';

/** The schemas whose answers (and stored copies) the browser reads, by the name src/lib/api/answers.ts reads them under. */
export const ANSWER_SCHEMAS = {
  cart: cartSchema,
  checkoutDraft: checkoutDraftSchema,
  wishlist: wishlistAnswer,
  wishlistExists: existsAnswer,
  wishlistCopy: wishlistLocalCopySchema,
  reviews: reviewsAnswer,
  reviewSubmitted,
  viewedProduct: viewedProductSchema,
  liveProduct: liveProductSchema,
  shippingQuote: shippingQuoteSchema,
  gateways: gatewaysAnswer,
  orderPlaced: createOrderResultSchema,
  order: orderSchema,
  orders: ordersAnswer,
  orderNotes: notesAnswer,
  session: sessionSchema,
  user: userAnswer,
  message: messageAnswer,
  emailConfirmed: confirmEmailAnswer,
  storeStatus: storeStatusSchema,
  connectionTest: connectionTestSchema,
};
