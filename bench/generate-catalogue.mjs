// Generates a catalogue of N products (default 10,000) from the sample catalogue, for the build
// scaling bench. Output goes to a temporary folder; nothing generated is committed.
import { mkdirSync, readdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

export function generateCatalogue(count, outDir) {
  const src = path.join(ROOT, 'content/catalogue');
  const samples = readdirSync(path.join(src, 'products'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(src, 'products', f), 'utf8')));
  const categories = JSON.parse(readFileSync(path.join(src, 'categories.json'), 'utf8'));
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.join(outDir, 'products'), { recursive: true });
  const counts = new Map(categories.map((c) => [c.id, 0]));
  for (let i = 0; i < count; i++) {
    const base = samples[i % samples.length];
    const id = 100_000 + i;
    const product = {
      ...base,
      id,
      name: `${base.name} No. ${i + 1}`,
      slug: `${base.slug}-${i + 1}`,
      sku: `EGJ-${id}`,
      permalink: `/product/${id}`,
      related_ids: [],
      date_created: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString().slice(0, 19),
      // Each copy's variants are its own (ids and SKUs no other product or variant has).
      ...(base.variants
        ? { variants: base.variants.map((v, j) => ({ ...v, id: id * 100 + j + 1, sku: `EGJ-${id}-${j + 1}` })) }
        : {}),
    };
    // A category counts the products listed in it, not those found only by search.
    if (product.catalog_visibility === 'visible' || product.catalog_visibility === 'catalog')
      for (const c of product.categories) counts.set(c.id, (counts.get(c.id) ?? 0) + 1);
    writeFileSync(path.join(outDir, 'products', `${product.slug}.json`), JSON.stringify(product));
  }
  writeFileSync(
    path.join(outDir, 'categories.json'),
    JSON.stringify(categories.map((c) => ({ ...c, count: counts.get(c.id) ?? 0 }))),
  );
  return outDir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const n = Number(process.argv[2] ?? 10_000);
  const out = process.argv[3] ?? path.join(ROOT, 'bench/.out/catalogue');
  generateCatalogue(n, out);
  console.log(`${n} products written to ${out}`);
}
