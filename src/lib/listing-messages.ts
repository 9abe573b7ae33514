import { localized } from './i18n/localized';
/**
 * The words of the lists of pieces: a product card, a listing's heading and description, its
 * filters and their options, its sorts and its page links, and the search page's own. Written
 * into the HTML by the build and by the server's on-demand listings: no browser script imports
 * this module. A static listing's filters are worked out once, outside any page's language, and
 * named as the page is made (src/lib/listing/filter.ts).
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/listing-messages.ts holds the Arabic). */
export const LISTING_WORDS = {
  // A product card
  quickView: 'Quick View',
  quickViewOf: (name: string) => `Quick view: ${name}`,

  // A listing's title, heading and description
  shopTitle: 'Shop All Jewelry',
  shopDescription: 'Shop every handcrafted Egyptian necklace, ring, bracelet and pair of earrings, priced in EGP.',
  allTitle: 'All Jewelry',
  allDescription: 'Every handcrafted piece in the collection: necklaces, rings, bracelets and earrings made in Cairo.',
  /** A category without a description of its own: "Handcrafted Egyptian rings in silver, ...". */
  categoryDescription: (category: string) =>
    `Handcrafted Egyptian ${category.toLowerCase()} in silver, gold and natural stones.`,
  /** The title of a listing's second page on: "Rings, page 2 of 3". */
  titleWithPage: (title: string, page: string) => `${title}, ${page.toLowerCase()}`,
  searchDescription: (query: string) => `Handcrafted Egyptian jewelry and journal articles matching “${query}”.`,
  searchDescriptionEmpty: 'Search every handcrafted piece and journal article in the Nefertari shop.',

  // The filters and sorts
  /** After a filter's name, how many of its options are ticked: "Metal · 2 chosen". */
  chosen: 'chosen',
  filters: {
    category: 'Category',
    metal: 'Metal',
    stone: 'Stone',
    size: 'Size',
    length: 'Length',
    price: 'Price',
    stock: 'Availability',
    sale: 'Offers',
  },
  inStock: 'In stock',
  onSale: 'On sale',
  /** A price band's name, its amounts already written as money ("EGP 500"). */
  priceUnder: (below: string) => `Under ${below}`,
  priceAndOver: (from: string) => `${from} and over`,
  priceBetween: (from: string, below: string) => `${from} to ${below}`,
  sorts: {
    latest: 'Latest',
    'price-asc': 'Price: Low to High',
    'price-desc': 'Price: High to Low',
    popularity: 'Popularity',
  },

  // The page links
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: (n: number) => `Page ${n}`,
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const LISTING_MSG = localized('listing', LISTING_WORDS);
