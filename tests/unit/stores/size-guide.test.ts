import { describe, expect, it } from 'vitest';
import { SIZE_GUIDE_TABS, sizeGuide, sizeGuideTabFor } from '../../../src/lib/size-guide';

describe('size guide data', () => {
  it('rings run US 4-10 with their diameters and circumferences', () => {
    expect(sizeGuide.rings.rows.map((r) => r.us)).toEqual(['4', '5', '6', '7', '8', '9', '10']);
    expect(sizeGuide.rings.rows.find((r) => r.us === '7')).toMatchObject({ diameterMm: 17.3, circumferenceMm: 54.4 });
    for (const r of sizeGuide.rings.rows) expect(r.uk && r.eu).toBeTruthy();
  });
  it('bracelets have XS-XL and the four fits', () => {
    expect(sizeGuide.bracelets.rows.map((r) => r.size)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(sizeGuide.bracelets.fit.map((f) => f.addCm)).toEqual([1, 1.5, 2, 2.5]);
  });
  it('necklaces and earrings', () => {
    expect(sizeGuide.necklaces.rows.map((r) => r.name)).toEqual([
      'Collar',
      'Choker',
      'Princess',
      'Matinee',
      'Opera',
      'Rope',
    ]);
    expect(sizeGuide.earrings.gauge.map((g) => g.mm)).toEqual([0.6, 0.8, 1.0, 1.2]);
  });
  it('every tab has measuring advice; Rings is first and the default', () => {
    for (const t of SIZE_GUIDE_TABS) expect(sizeGuide[t.id].advice.length).toBeGreaterThan(0);
    expect(SIZE_GUIDE_TABS[0]?.id).toBe('rings');
    expect(sizeGuideTabFor(undefined)).toBe('rings');
    expect(sizeGuideTabFor('shop-all')).toBe('rings');
    expect(sizeGuideTabFor('earrings')).toBe('earrings');
  });
});
