import { describe, expect, it } from 'vitest';
// The server's language per request, and the Arabic words it reads.
import '../../../src/server/i18n/locale-scope';
import { inLocale } from '../../../src/lib/i18n/current';
import { GOVERNORATES, governorateCode, governoratesByName, stateFor, stateName } from '../../../src/lib/governorates';
import { addressLines } from '../../../src/lib/checkout/addresses';

const arabic = <T>(work: () => T): T => inLocale('ar', work);

describe("Egypt's governorates", () => {
  it("are the 27, each with WooCommerce's code and a name in both languages", () => {
    expect(GOVERNORATES).toHaveLength(27);
    expect(new Set(GOVERNORATES.map((g) => g.code)).size).toBe(27);
    for (const g of GOVERNORATES) {
      expect(g.code).toMatch(/^EG[A-Z]{1,3}$/);
      expect(g.name.en).toMatch(/^[A-Z]/);
      expect(g.name.ar).toMatch(/^[\u0600-\u06FF ]+$/);
    }
    const named = Object.fromEntries(GOVERNORATES.map((g) => [g.code, g.name.en]));
    expect(named).toMatchObject({
      EGC: 'Cairo',
      EGALX: 'Alexandria',
      EGGZ: 'Giza',
      EGLX: 'Luxor',
      EGWAD: 'New Valley',
    });
  });

  it('are listed in the order of their names in the page’s language', () => {
    expect(governoratesByName('en')[0]?.name.en).toBe('Al Sharqia');
    expect(arabic(() => governoratesByName()[0]?.name.ar)).toBe('أسوان');
  });

  it('are named in the reader’s language on an address, never by their code', () => {
    const address = { city: 'Sheikh Zayed', state: 'EGGZ', postcode: '12588', country: 'EG' };
    expect(addressLines(address)).toContain('Sheikh Zayed, Giza, 12588');
    expect(arabic(() => addressLines(address))).toContain('Sheikh Zayed، الجيزة، 12588');
    // Another country's state is what she typed.
    expect(stateName('AE', 'EGGZ')).toBe('EGGZ');
  });

  it('a state typed before the list finds its governorate; another country frees the field', () => {
    expect(governorateCode('Giza')).toBe('EGGZ');
    expect(governorateCode('الجيزة')).toBe('EGGZ');
    expect(governorateCode('Gotham')).toBe('');
    expect(stateFor('EG', 'cairo')).toBe('EGC');
    expect(stateFor('AE', 'EGC')).toBe('');
    expect(stateFor('AE', 'Dubai')).toBe('Dubai');
  });
});
