import faqRaw from '../../../content/data/faq.json';
import contactRaw from '../../../content/data/contact.json';
import setupRaw from '../../../content/data/setup-guide.json';
import sizeGuideRaw from '../../../content/data/size-guide.json';
import bankTransferRaw from '../../../content/data/bank-transfer.json';
import giftOptionsRaw from '../../../content/data/gift-options.json';
import { giftSettingsSchema } from '../schemas/engraving';
import { bankTransferSchema } from '../schemas/payment';
import { contactDetailsSchema, faqSchema, setupGuideSchema, sizeGuideSchema } from '../schemas/content';
import { parseContentData } from './data';

/** The files of content/data, each parsed with its schema when a page that shows it is built. */
export const faq = () => parseContentData('content/data/faq.json', faqSchema, faqRaw);
export const contactDetails = () => parseContentData('content/data/contact.json', contactDetailsSchema, contactRaw);
export const setupGuide = () => parseContentData('content/data/setup-guide.json', setupGuideSchema, setupRaw);
export const sizeGuideData = () => parseContentData('content/data/size-guide.json', sizeGuideSchema, sizeGuideRaw);
/** Where bank-transfer orders are paid (the embedded store; WooCommerce keeps its own in the bacs settings). */
export const bankTransfer = () =>
  parseContentData('content/data/bank-transfer.json', bankTransferSchema, bankTransferRaw);
/** The gift wrap's price (the embedded store; the WordPress plugin keeps WooCommerce's in its own setting). */
export const giftSettings = () =>
  parseContentData('content/data/gift-options.json', giftSettingsSchema, giftOptionsRaw);
