import { describe, expect, it } from 'vitest';
import { codeFromLink, codeLabel, codeLinkPath } from '../../../src/lib/discount-code';

/**
 * A code's link (/discount/CODE), as the back office shows it for the owner to share: an address
 * she can paste anywhere, which the shop reads back as the same code.
 */
describe('a discount code’s link', () => {
  it('is written percent-encoded, so a space is part of the address', () => {
    expect(codeLinkPath('qa space')).toBe('/discount/QA%20SPACE');
    expect(codeLinkPath('Eid15')).toBe('/discount/EID15');
  });

  it('is read back as the code, whatever it holds', () => {
    for (const code of ['QA SPACE', 'EID&50', 'A/B?#C', '50%', 'عيد سعيد']) {
      const path = codeLinkPath(code);
      expect(path.slice('/discount/'.length)).toMatch(/^[A-Z0-9%]+$/);
      // The router decodes the address with decodeURI before it hands the segment to the route.
      expect(codeFromLink(decodeURI(path).slice('/discount/'.length))).toBe(codeLabel(code));
    }
  });
});
