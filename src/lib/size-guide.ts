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

/** One chart: its caption, its column headers and its rows (each row's first cell heads it). */
export interface SizeChart {
  caption: string;
  head: string[];
  rows: string[][];
}

/**
 * The charts of each tab, as both the /size-guide page and the product page's dialog show them:
 * one set of captions, column headers and cells, so the two can never label a column differently.
 */
export function sizeCharts(guide: SizeGuide): Record<SizeGuideTab, SizeChart[]> {
  const { rings, bracelets, necklaces, earrings } = guide;
  return {
    rings: [
      {
        caption: 'Ring sizes',
        head: ['US', 'UK', 'EU', 'Diameter (mm)', 'Circumference (mm)'],
        rows: rings.rows.map((r) => [r.us, r.uk, r.eu, formatMm(r.diameterMm), formatMm(r.circumferenceMm)]),
      },
    ],
    bracelets: [
      {
        caption: 'Bracelet sizes',
        head: ['Size', 'Wrist (cm)', 'Bracelet (cm)'],
        rows: bracelets.rows.map((r) => [r.size, String(r.wristCm), String(r.braceletCm)]),
      },
      {
        caption: 'Fit: add to your wrist measurement',
        head: ['Fit', 'Add (cm)'],
        rows: bracelets.fit.map((f) => [f.fit, `+${f.addCm}`]),
      },
    ],
    necklaces: [
      {
        caption: 'Necklace lengths',
        head: ['Style', 'Length (cm)', 'Where it sits'],
        rows: necklaces.rows.map((r) => [r.name, String(r.lengthCm), r.sits]),
      },
    ],
    earrings: [
      {
        caption: 'Earring post gauge',
        head: ['Gauge', 'Thickness (mm)'],
        rows: earrings.gauge.map((g) => [g.name, formatMm(g.mm)]),
      },
      { caption: 'Earring weight', head: ['Class', 'Weight'], rows: earrings.weight.map((w) => [w.name, w.range]) },
    ],
  };
}
