/** Brand and contact facts used by metadata, the header, the footer and content pages. */
export const BRAND = 'Nefertari';
export const BRAND_ALTERNATE = 'Nefertari Jewelry';
export const DEFAULT_TITLE = `${BRAND} | Egyptian Handcrafted Jewelry`;
export const DEFAULT_DESCRIPTION =
  'Elegant accessories and jewelry for the modern Egyptian woman: handcrafted collections of necklaces, rings, bracelets and earrings.';
export const SUPPORT_EMAIL = 'support@nefertari-jewelry.com';
export const PHONE = '+20 2 2736 4455';
export const LOGO_PATH = '/logo.svg';
export const SOCIAL_IMAGE_PATH = '/social-card.png';
export const SOCIAL_PROFILES = [
  { name: 'Facebook', url: 'https://www.facebook.com/nefertarijewelry' },
  { name: 'Instagram', url: 'https://www.instagram.com/nefertarijewelry' },
  { name: 'Twitter', url: 'https://twitter.com/nefertarijewels' },
  { name: 'Pinterest', url: 'https://www.pinterest.com/nefertarijewelry' },
] as const;

/**
 * The shop's own address when SITE_URL is not set: the one `npm start` listens on (PORT, and HOST
 * unless it means every interface), so links in emails, the sitemap and canonical tags lead
 * somewhere on a machine that moved the port.
 */
export function defaultSiteUrl(env: Record<string, string | undefined> = process.env): string {
  const host = env.HOST && !['0.0.0.0', '::', '[::]'].includes(env.HOST) ? env.HOST : 'localhost';
  return `http://${host}:${Number(env.PORT) || 4321}`;
}
