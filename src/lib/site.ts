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
