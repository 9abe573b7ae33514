import faqRaw from '../../../content/data/faq.json';
import contactRaw from '../../../content/data/contact.json';
import homeRaw from '../../../content/data/home.json';
import setupRaw from '../../../content/data/setup-guide.json';
import sizeGuideRaw from '../../../content/data/size-guide.json';
import bankTransferRaw from '../../../content/data/bank-transfer.json';
import giftOptionsRaw from '../../../content/data/gift-options.json';
import type * as z from 'zod/mini';
import { giftSettingsSchema } from '../schemas/engraving';
import { bankTransferSchema } from '../schemas/payment';
import { contactDetailsSchema, faqSchema, homePageSchema, setupGuideSchema, sizeGuideSchema } from '../schemas/content';
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales';
import { parseContentData, parseTranslatedData } from './data';

/**
 * The Arabic of the shopper's data files, where there is one: content/data/{name}.ar.json beside
 * {name}.json (TRANSLATED_DATA names them). A missing one is no error: the Arabic pages show the
 * English, and the build's report lists it.
 */
const ARABIC = import.meta.glob('../../../content/data/*.ar.json', { eager: true, import: 'default' });

/**
 * A data file in the page's language (Astro.currentLocale): its translation when there is one,
 * parsed and checked, else the English.
 */
function inLocale<S extends z.ZodMiniType>(
  name: string,
  schema: S,
  englishRaw: unknown,
  pageLocale: string | undefined,
): z.output<S> {
  const locale = isLocale(pageLocale) ? pageLocale : DEFAULT_LOCALE;
  const english = `content/data/${name}.json`;
  const translated = locale === 'en' ? undefined : ARABIC[`../../../content/data/${name}.${locale}.json`];
  if (translated === undefined) return parseContentData(english, schema, englishRaw);
  return parseTranslatedData(`content/data/${name}.${locale}.json`, schema, translated, {
    file: english,
    data: englishRaw,
  });
}

/** The files of content/data, each parsed with its schema when a page that shows it is built. */
export const faq = (locale?: string) => inLocale('faq', faqSchema, faqRaw, locale);
export const contactDetails = (locale?: string) => inLocale('contact', contactDetailsSchema, contactRaw, locale);
export const homePage = (locale?: string) => inLocale('home', homePageSchema, homeRaw, locale);
export const sizeGuideData = (locale?: string) => inLocale('size-guide', sizeGuideSchema, sizeGuideRaw, locale);
/** The store's setup guide is the owner's, in English only. */
export const setupGuide = () => parseContentData('content/data/setup-guide.json', setupGuideSchema, setupRaw);
/** Where bank-transfer orders are paid (the embedded store; WooCommerce keeps its own in the bacs settings). */
export const bankTransfer = () =>
  parseContentData('content/data/bank-transfer.json', bankTransferSchema, bankTransferRaw);
/** The gift wrap's price (the embedded store; the WordPress plugin keeps WooCommerce's in its own setting). */
export const giftSettings = () =>
  parseContentData('content/data/gift-options.json', giftSettingsSchema, giftOptionsRaw);
