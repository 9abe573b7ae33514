import { describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promiseWarning, unkeptPromises, type PromiseKind } from '../../../src/lib/catalogue/promises';
import { catalogueLoader } from '../../../src/loaders/catalogue/loader';
import { readCatalogueReport } from '../../../src/server/catalogue/report';
import { CONTENT_MSG } from '../../../src/lib/messages';
import type { Product } from '../../../src/lib/schemas/product';

/**
 * A piece whose words or Details promise a choice (an engraving, a size, a length, a metal) that
 * its page does not offer: the build warns, naming the piece and what to change.
 */
type Piece = Pick<Product, 'description' | 'short_description' | 'attributes' | 'personalisation'>;
const piece = (description: string, more: Partial<Piece> = {}): Piece => ({
  description: `<p>${description}</p>`,
  short_description: '<p>A piece made by hand in Cairo.</p>',
  attributes: [],
  ...more,
});
const ENGRAVING = {
  label: 'Name to engrave',
  max_length: 12,
  scripts: 'both',
  required: false,
  price: '0.00',
  preview: 'plain',
} as const;
const option = (name: string, options: string[], variation = true) => ({ id: 0, name, options, variation });
const kinds = (p: Piece): PromiseKind[] => unkeptPromises(p).map((u) => u.kind);

describe('engraving', () => {
  const words = 'We engrave it by hand with your name in hieroglyphs.';

  it('words that engrave the shopper’s name, without an engraving field, warn', () => {
    expect(kinds(piece(words))).toEqual(['engraving']);
    expect(kinds(piece('Tell us the initials to engrave inside the band in the order notes.'))).toEqual(['engraving']);
  });

  it('the same words on a piece that takes an engraving do not', () => {
    expect(kinds(piece(words, { personalisation: ENGRAVING }))).toEqual([]);
  });

  it('an engraving that is the piece’s own decoration promises nothing', () => {
    expect(kinds(piece('Three Eyes of Horus are engraved by hand around the front.'))).toEqual([]);
  });
});

describe('sizes', () => {
  const words = 'Small fits a 15-16 cm wrist, Medium 16-17 cm and Large 17-18 cm.';

  it('words that name sizes, or Details that list several, without a choice of size, warn', () => {
    expect(kinds(piece(words))).toEqual(['size']);
    expect(kinds(piece('A smooth bangle.', { attributes: [option('Size', ['S', 'M', 'L'], false)] }))).toEqual([
      'size',
    ]);
  });

  it('a piece the shopper chooses a size of does not', () => {
    expect(kinds(piece(words, { attributes: [option('Size', ['S', 'M', 'L'])] }))).toEqual([]);
  });

  it('one piece that fits every size it lists promises no choice', () => {
    const cuff = piece('It is one size: the cuff opens gently to slip over any wrist.', {
      attributes: [option('Size', ['S', 'M', 'L'], false)],
    });
    expect(kinds(cuff)).toEqual([]);
    expect(kinds(piece('A small ankh on a large ring of gold.'))).toEqual([]);
  });
});

describe('lengths', () => {
  const words = 'It hangs on a sturdy 45 or 50 cm chain.';

  it('words that offer lengths, or Details that list several, without a choice of length, warn', () => {
    expect(kinds(piece(words))).toEqual(['length']);
    expect(kinds(piece('A cartouche pendant.', { attributes: [option('Length', ['45 cm', '50 cm'], false)] }))).toEqual(
      ['length'],
    );
  });

  it('a piece the shopper chooses a length of does not', () => {
    expect(kinds(piece(words, { attributes: [option('Length', ['45 cm', '50 cm'])] }))).toEqual([]);
  });

  it('a chain that adjusts to the lengths it names promises no choice', () => {
    const lotus = piece('A chain with an extension loop, so it sits neatly at 40, 45 or 50 cm.', {
      attributes: [option('Length', ['40 cm', '45 cm', '50 cm'], false)],
    });
    expect(kinds(lotus)).toEqual([]);
    expect(kinds(piece('The pendant comes on a 45 cm chain.'))).toEqual([]);
  });
});

describe('metals', () => {
  const words = 'Choose bright silver or an 18k gold plate.';

  it('words that offer two metals, or Details that list two, without a choice of metal, warn', () => {
    expect(kinds(piece(words))).toEqual(['metal']);
    expect(
      kinds(
        piece('A slim band.', {
          attributes: [option('Metal', ['Sterling Silver', '18k Gold-Plated Sterling Silver'], false)],
        }),
      ),
    ).toEqual(['metal']);
  });

  it('a piece the shopper chooses a metal of does not', () => {
    expect(
      kinds(piece(words, { attributes: [option('Metal', ['Sterling Silver', '18k Gold-Plated Sterling Silver'])] })),
    ).toEqual([]);
  });

  it('a piece made of two metals together promises no choice', () => {
    expect(kinds(piece('The ring is made in sterling silver with an 18k gold plate.'))).toEqual([]);
  });
});

describe('the warning', () => {
  it('quotes what promises, names what the page lacks and the two fixes', () => {
    const [words] = unkeptPromises(piece('Choose bright silver or an 18k gold plate.'));
    expect(promiseWarning(words!)).toBe(
      'its words say "Choose bright silver or an 18k gold plate.", but its page offers no choice of metal: make Metal an option the shopper chooses, with a variant for each metal, or name only the metal it is made in.',
    );
    const [details] = unkeptPromises(piece('A bangle.', { attributes: [option('Size', ['S', 'M', 'L'], false)] }));
    expect(promiseWarning(details!)).toBe(
      'its Details list 3 sizes (S, M, L), but its page offers no choice of size: make Size an option the shopper chooses, with a variant for each size, or say in its words how one piece fits them all.',
    );
  });
});

describe('the build', () => {
  const catalogueDir = path.resolve('content/catalogue');

  async function load(dir: string) {
    const reportDir = await mkdtemp(path.join(os.tmpdir(), 'report-'));
    const warned: string[] = [];
    await catalogueLoader('products', dir, reportDir).load({
      store: { clear() {}, set() {} },
      parseData: async ({ data }: { data: unknown }) => data,
      logger: { info() {}, warn: (m: string) => warned.push(m) },
      generateDigest: () => '',
    } as never);
    return { warned, report: readCatalogueReport(reportDir)! };
  }

  it('a piece that promises an engraving it does not take is shown, and the build names it and says what to change', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cat-'));
    await mkdir(path.join(dir, 'products'));
    await writeFile(path.join(dir, 'categories.json'), await readFile(path.join(catalogueDir, 'categories.json')));
    const file = 'carnelian-teardrop-earrings.json';
    const earrings = JSON.parse(await readFile(path.join(catalogueDir, 'products', file), 'utf8'));
    const named = { ...earrings, description: '<p>We engrave your initials on the back of each teardrop.</p>' };
    await writeFile(path.join(dir, 'products', file), JSON.stringify(named));
    const { warned, report } = await load(dir);
    expect(report.shown).toBe(1);
    expect(report.warnings).toEqual([
      { id: 125, name: 'Carnelian Teardrop Earrings', warning: expect.stringContaining('offers no engraving field') },
    ]);
    expect(warned).toEqual([
      expect.stringMatching(
        /carnelian-teardrop-earrings\.json \(product 125 "Carnelian Teardrop Earrings"\): its words say "We engrave your initials/,
      ),
    ]);
    expect(CONTENT_MSG.catalogueSummary(report)).toContain('1 product promises a choice its page does not offer');
  });

  it('the sample catalogue promises nothing its pages do not offer', async () => {
    const { warned, report } = await load(catalogueDir);
    expect(report.warnings).toEqual([]);
    expect(warned).toEqual([]);
  });
});
