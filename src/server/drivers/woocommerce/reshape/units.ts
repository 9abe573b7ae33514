// The units a store writes weights and sizes in, and the grams and centimetres the shop keeps.

/**
 * The units a store writes weights and dimensions in (WooCommerce → Settings → Products:
 * woocommerce_weight_unit, woocommerce_dimension_unit). The shop's Product keeps grams and
 * centimetres, as the sample catalogue does, so every page, both drivers and the Details tab
 * read one unit; a store's figures are converted once, here.
 */
export interface StoreUnits {
  weight: string;
  dimension: string;
}
/** WooCommerce's own defaults, for a store whose settings cannot be read. */
export const DEFAULT_UNITS: StoreUnits = { weight: 'kg', dimension: 'cm' };
const GRAMS: Record<string, number> = { g: 1, kg: 1000, lbs: 453.59237, oz: 28.349523125 };
const CENTIMETRES: Record<string, number> = { cm: 1, m: 100, mm: 0.1, in: 2.54, yd: 91.44 };

/** A store's figure in the shop's unit ("0.05" kg -> "50"); '' stays '', and so does a figure or unit it cannot read. */
function converted(value: string, factor: number | undefined): string {
  if (value.trim() === '' || factor === undefined) return '';
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? String(Number((n * factor).toFixed(3))) : '';
}
export const grams = (value: string, units: StoreUnits) => converted(value, GRAMS[units.weight]);
export const centimetres = (value: string, units: StoreUnits) => converted(value, CENTIMETRES[units.dimension]);
