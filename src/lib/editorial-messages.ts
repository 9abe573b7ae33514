import { localized } from './i18n/localized';
/**
 * The words around the editorial content: the content pages' shell and buttons, the FAQ's and the
 * contact page's own, and the journal's (listing, cards, article pages). The content itself (pages,
 * FAQ, posts) is the editors', in content/; these are the labels the pages put around it. Read by
 * the pages as they are built: no browser script imports this module.
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/editorial-messages.ts holds the Arabic). */
export const EDITORIAL_WORDS = {
  // Every content page
  home: 'Home',
  lastUpdated: 'Last updated',
  contactUs: 'Contact Us',

  // Our story
  continue: 'Continue',
  shopTheCollection: 'Shop the Collection',

  // The policies' ways onward
  getHelp: 'Get help',
  readTheFaq: 'Read the FAQ',
  trackYourOrder: 'Track Your Order',

  // The shipping options table
  shippingOptions: 'Shipping options',
  destination: 'Destination',
  method: 'Method',
  cost: 'Cost',
  deliveryTime: 'Delivery time',

  // FAQ
  faqTitle: 'Frequently Asked Questions',
  faqDescription:
    'Answers about ordering, shipping, payment, jewelry care, sizing, returns and your Nefertari account. Still stuck? Our team is happy to help.',
  stillHaveQuestions: 'Still have questions?',
  /** Under it, with the support hours of content/data/contact.json: "Monday-Friday, 9 AM-5 PM EET". */
  supportAnswers: (hours: string) => `Our customer care team answers in English and Arabic, ${hours}.`,
  emailAddress: (email: string) => `Email ${email}`,

  // Contact
  contactDescription:
    'Visit our workshop in Khan el-Khalili, call or email our customer care team, or send us a message. We answer in English and Arabic.',
  getInTouch: 'Get in Touch',
  visitUs: 'Visit us',
  callUs: 'Call us',
  whatsApp: 'WhatsApp',
  email: 'Email',
  storeHours: 'Store Hours',
  customerSupport: 'Customer Support',
  supportHours: (hours: string) => `${hours}, in English and Arabic.`,
  followUs: 'Follow Us',
  sendUsAMessage: 'Send Us a Message',
  sendMessage: 'Send Message',
  /** Before the support address in the form's <noscript>. */
  formNeedsScript: 'This form needs JavaScript. You can also email us at',
  findOurWorkshop: 'Find Our Workshop',
  mapAlt: (address: string) =>
    `Map of the Khan el-Khalili area of old Cairo: Nefertari's workshop at ${address}, on El Moez Street between the Khan el-Khalili bazaar and Al-Hussein Mosque, north of Al-Azhar Street.`,

  // The journal
  journal: 'Journal',
  journalDescription:
    'Stories from the Nefertari workshop: Egyptian jewelry heritage, craftsmanship, care guides, new collections and styling ideas.',
  journalEyebrow: 'The Nefertari Journal',
  journalHeading: 'Stories of Egyptian Craft',
  journalLead: 'Heritage, craftsmanship, jewelry care and styling notes from our Cairo workshop.',
  searchArticles: 'Search articles',
  search: 'Search',
  journalFilters: 'Journal filters',
  categories: 'Categories',
  latestArticles: 'Latest Articles',
  categoryTitle: (category: string) => `${category} Articles`,
  categoryDescription: (category: string) =>
    `${category} articles from the Nefertari Journal: stories and advice from our handcrafted Egyptian jewelry workshop in Cairo.`,
  /** The journal's categories as a reader sees them (the posts name them in English: BLOG_CATEGORIES). */
  categoryNames: {
    'History & Heritage': 'History & Heritage',
    Sustainability: 'Sustainability',
    'Product Care': 'Product Care',
    Collections: 'Collections',
    'Style & Trends': 'Style & Trends',
  },
  /** The mark on a post written in another language than the page's. */
  writtenIn: { en: 'In English', ar: 'In Arabic' },
  tags: 'Tags',
  moreArticles: 'More articles',
  previousArticle: 'Previous article',
  nextArticle: 'Next article',
  backToTheJournal: 'Back to the Journal',
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const EDITORIAL_MSG = localized('editorial', EDITORIAL_WORDS);
