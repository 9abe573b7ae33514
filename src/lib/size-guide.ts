import data from '../../content/data/size-guide.json';

/**
 * The size guide of spec §9, one source for the /size-guide page and the product page's
 * size-guide dialog. The numbers live in content/data/size-guide.json (edited as content);
 * this module types them and names the tabs.
 */
export interface RingRow { us: string; uk: string; eu: string; diameterMm: number; circumferenceMm: number }
export interface BraceletRow { size: string; wristCm: string; braceletCm: string }
export interface BraceletFit { fit: string; addCm: number }
export interface NecklaceRow { name: string; lengthCm: string; sits: string }
export interface EarringGauge { name: string; mm: number }
export interface EarringWeight { name: string; range: string }

export interface SizeGuide {
  rings: { rows: RingRow[]; advice: string[] };
  bracelets: { rows: BraceletRow[]; fit: BraceletFit[]; advice: string[] };
  necklaces: { rows: NecklaceRow[]; advice: string[] };
  earrings: { gauge: EarringGauge[]; weight: EarringWeight[]; advice: string[] };
}

export const sizeGuide: SizeGuide = data as SizeGuide;

export type SizeGuideTab = keyof SizeGuide;
/** Tab order of spec §2; Rings is the default. */
export const SIZE_GUIDE_TABS: readonly { id: SizeGuideTab; label: string }[] = [
  { id: 'rings', label: 'Rings' },
  { id: 'bracelets', label: 'Bracelets' },
  { id: 'necklaces', label: 'Necklaces' },
  { id: 'earrings', label: 'Earrings' },
];
export const DEFAULT_SIZE_GUIDE_TAB: SizeGuideTab = 'rings';

/** The tab for a product's category slug ('rings', 'earrings', ...), else the default. */
export function sizeGuideTabFor(categorySlug: string | undefined): SizeGuideTab {
  return SIZE_GUIDE_TABS.find((t) => t.id === categorySlug)?.id ?? DEFAULT_SIZE_GUIDE_TAB;
}

export const formatMm = (n: number) => n.toFixed(1);
