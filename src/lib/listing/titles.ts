import { LISTING_MSG } from '../listing-messages';
import type { ListingMeta } from './routes';
import { currentLocale } from '../i18n/current';

/**
 * A listing's title, heading and description in the language of the page being made: a static
 * listing's meta is worked out once for every language (./static-pages.ts), so it carries no words
 * of the shop's own, only the catalogue's name and description of a category.
 */
export function listingTitles(meta: ListingMeta): { title: string; heading: string; description: string } {
  if (meta.base === '/shop')
    return { title: LISTING_MSG.shopTitle, heading: LISTING_MSG.shopTitle, description: LISTING_MSG.shopDescription };
  if (meta.name === undefined)
    return { title: LISTING_MSG.allTitle, heading: LISTING_MSG.allTitle, description: LISTING_MSG.allDescription };
  // The category's own words in the page's language: its Arabic where written, else its English.
  const arabic = currentLocale() === 'ar' ? meta.ar : undefined;
  const name = arabic?.name || meta.name;
  return {
    title: name,
    heading: name,
    description: arabic?.description || meta.description || LISTING_MSG.categoryDescription(name),
  };
}
