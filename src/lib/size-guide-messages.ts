import { localized } from './i18n/localized';
/**
 * The size guide's words: its charts' captions and column headers, the /size-guide page's and the
 * product page's size-guide dialog's, so the two label every chart alike. The charts' rows and
 * advice are the editors' (content/data/size-guide.json and its Arabic, size-guide.ar.json).
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/size-guide-messages.ts holds the Arabic). */
export const SIZE_GUIDE_WORDS = {
  title: 'Size Guide',
  pageDescription:
    'Find your size: ring sizes in US, UK and EU with diameters, bracelet fits, necklace lengths and earring post gauges, with tips for measuring at home.',
  /** The page's links to its four charts. */
  chartsNav: 'Size charts',
  tabs: { rings: 'Rings', bracelets: 'Bracelets', necklaces: 'Necklaces', earrings: 'Earrings' },
  ringSizes: 'Ring sizes',
  braceletSizes: 'Bracelet sizes',
  braceletFit: 'Fit: add to your wrist measurement',
  necklaceLengths: 'Necklace lengths',
  earringGauge: 'Earring post gauge',
  earringWeight: 'Earring weight',
  columns: {
    us: 'US',
    uk: 'UK',
    eu: 'EU',
    diameterMm: 'Diameter (mm)',
    circumferenceMm: 'Circumference (mm)',
    size: 'Size',
    wristCm: 'Wrist (cm)',
    braceletCm: 'Bracelet (cm)',
    fit: 'Fit',
    addCm: 'Add (cm)',
    style: 'Style',
    lengthCm: 'Length (cm)',
    sits: 'Where it sits',
    gauge: 'Gauge',
    thicknessMm: 'Thickness (mm)',
    weightClass: 'Class',
    weight: 'Weight',
  },
  /** The heading of each chart's advice. */
  advice: {
    rings: 'How to measure',
    bracelets: 'How to measure',
    necklaces: 'Choosing a length',
    earrings: 'Choosing earrings',
  },
  /** "Between sizes or unsure? [Contact Us] and we will help you choose.": before, the link, after. */
  askBefore: 'Between sizes or unsure?',
  askAfter: 'and we will help you choose.',
  contactUs: 'Contact Us',

  // The product page's dialog
  dialogLead: 'Find your size, then measure the way our artisans do.',
  close: 'Close size guide',
  jewelryType: 'Jewelry type',
  stillUnsure: 'Still unsure?',
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const SIZE_GUIDE_MSG = localized('sizeGuide', SIZE_GUIDE_WORDS);
