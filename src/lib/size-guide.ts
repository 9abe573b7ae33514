import raw from '../../content/data/size-guide.json';
import type { SizeGuide } from './schemas/content';

/**
 * The size-guide charts, one source for the /size-guide page and the product page's
 * size-guide dialog: content/data/size-guide.json. `satisfies` checks the shape when the code
 * is type-checked, and the build parses the same file with sizeGuideSchema
 * (src/lib/content/data-files.ts, used by /size-guide), so a bad edit fails the build naming
 * the field. Parsing is not repeated here so the browser never downloads zod for it.
 */
export const sizeGuide: SizeGuide = raw satisfies SizeGuide;

export type { SizeGuide };
export type SizeGuideTab = keyof SizeGuide;

/** Tab order; Rings is the default. */
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

/** Millimetres with one decimal, as the charts show them ("57.0"). */
export const formatMm = (n: number) => n.toFixed(1);
