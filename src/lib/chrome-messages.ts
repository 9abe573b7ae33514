import { localized } from './i18n/localized';
/**
 * The words of every page's frame: the skip link, the header, the phone's drawer, the account link,
 * the footer and its newsletter form, and the page metadata a page without its own falls back to.
 * Written into the HTML as the pages are made: no browser script imports this module (a test of the
 * built scripts holds that), so its words, English or Arabic, never weigh on a page's JavaScript.
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/chrome-messages.ts holds the Arabic). */
export const CHROME_WORDS = {
  skipToContent: 'Skip to content',
  /** A page's title and description when it names none. */
  siteTitle: (brand: string) => `${brand} | Egyptian Handcrafted Jewelry`,
  siteDescription:
    'Elegant accessories and jewelry for the modern Egyptian woman: handcrafted collections of necklaces, rings, bracelets and earrings.',
  /** The first step of every breadcrumb. */
  home: 'Home',

  // The header
  /** The logo's link: "Nefertari home". */
  homeOf: (brand: string) => `${brand} home`,
  collections: 'Collections',
  shopAll: 'Shop All',
  cart: 'Cart',
  /** The header's cart link, read out with what it holds ("Cart, 3 items"). */
  cartHolding: (items: string) => `Cart, ${items}`,
  signIn: 'Sign In',
  myAccount: 'My Account',

  // The phone's drawer
  browseCollections: 'Browse Collections',
  close: 'Close',
  collectionsOnPhone: 'Collections (mobile)',
  allJewelry: 'All Jewelry',

  // The footer
  tagline: 'Handcrafted Egyptian jewelry, made in our Cairo workshop for the modern Egyptian woman.',
  socialMedia: 'Social media',
  /** A social profile's link: "Nefertari on Instagram". */
  brandOn: (brand: string, network: string) => `${brand} on ${network}`,
  emailTo: (address: string) => `Email ${address}`,
  footerColumns: { shop: 'Shop', company: 'Company', care: 'Customer Care' },
  footerLinks: {
    allJewelry: 'All Jewelry',
    necklaces: 'Necklaces',
    rings: 'Rings',
    bracelets: 'Bracelets',
    earrings: 'Earrings',
    ourStory: 'Our Story',
    craftsmanship: 'Craftsmanship',
    sustainability: 'Sustainability',
    journal: 'Journal',
    storeSetup: 'Store Setup',
    contactUs: 'Contact Us',
    faq: 'FAQ',
    sizeGuide: 'Size Guide',
    shippingInfo: 'Shipping Info',
    returnsRefunds: 'Returns & Refunds',
    trackOrder: 'Track Your Order',
    privacyPolicy: 'Privacy Policy',
    termsOfService: 'Terms of Service',
  },
  rights: (year: number, brand: string) => `© ${year} ${brand}. All rights reserved. Prices in EGP.`,
  storeStatus: 'Store status',

  // The newsletter form (home page)
  newsletterTitle: 'Join our circle',
  newsletterBody: 'New collections, workshop stories and private offers, a few times a month.',
  emailAddress: 'Email address',
  yourEmailAddress: 'Your email address',
  subscribe: 'Subscribe',
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const CHROME_MSG = localized('chrome', CHROME_WORDS);
