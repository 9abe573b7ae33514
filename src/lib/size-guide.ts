import raw from '../../content/data/size-guide.json';
import type { SizeGuide } from './schemas/content';
import type { Locale } from './i18n/locales';
import { SIZE_GUIDE_MSG } from './size-guide-messages';

/**
 * The size-guide charts, one source for the /size-guide page and the product page's
 * size-guide dialog: content/data/size-guide.json, and its Arabic, size-guide.ar.json. `satisfies`
 * checks the shape when the code is type-checked, and the build parses the same files with
 * sizeGuideSchema (src/lib/content/data-files.ts, used by /size-guide), so a bad edit fails the
 * build naming the field. Parsing is not repeated here so the browser never downloads zod for it.
 */
export const sizeGuide: SizeGuide = raw satisfies SizeGuide;

// The Arabic file is optional: without it an Arabic page shows the English charts.
const arabic = Object.values(
  import.meta.glob<SizeGuide>('../../content/data/size-guide.ar.json', { eager: true, import: 'default' }),
)[0];

/** The charts in `locale`, the English ones where there is no translation. */
export const sizeGuideIn = (locale: Locale): SizeGuide => (locale === 'ar' && arabic) || sizeGuide;

export type { SizeGuide };
export type SizeGuideTab = keyof SizeGuide;

/** A tab; its label is read in the language of the code reading it. */
const tab = (id: SizeGuideTab) => ({
  id,
  get label(): string {
    return SIZE_GUIDE_MSG.tabs[id];
  },
});

/** Tab order; Rings is the default. */
export const SIZE_GUIDE_TABS: readonly { id: SizeGuideTab; label: string }[] = [
  tab('rings'),
  tab('bracelets'),
  tab('necklaces'),
  tab('earrings'),
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
  const w = SIZE_GUIDE_MSG;
  const col = w.columns;
  return {
    rings: [
      {
        caption: w.ringSizes,
        head: [col.us, col.uk, col.eu, col.diameterMm, col.circumferenceMm],
        rows: rings.rows.map((r) => [r.us, r.uk, r.eu, formatMm(r.diameterMm), formatMm(r.circumferenceMm)]),
      },
    ],
    bracelets: [
      {
        caption: w.braceletSizes,
        head: [col.size, col.wristCm, col.braceletCm],
        rows: bracelets.rows.map((r) => [r.size, String(r.wristCm), String(r.braceletCm)]),
      },
      {
        caption: w.braceletFit,
        head: [col.fit, col.addCm],
        rows: bracelets.fit.map((f) => [f.fit, `+${f.addCm}`]),
      },
    ],
    necklaces: [
      {
        caption: w.necklaceLengths,
        head: [col.style, col.lengthCm, col.sits],
        rows: necklaces.rows.map((r) => [r.name, String(r.lengthCm), r.sits]),
      },
    ],
    earrings: [
      {
        caption: w.earringGauge,
        head: [col.gauge, col.thicknessMm],
        rows: earrings.gauge.map((g) => [g.name, formatMm(g.mm)]),
      },
      {
        caption: w.earringWeight,
        head: [col.weightClass, col.weight],
        rows: earrings.weight.map((x) => [x.name, x.range]),
      },
    ],
  };
}
