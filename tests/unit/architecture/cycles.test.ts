import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * No import loop in the app (src/) or its server (server/): a reader follows a module's imports
 * down and never comes back to where she started, and a module is whole when the ones it imports
 * run. Loops that run code count: static imports and exports, side-effect imports and import().
 * A type-only import is erased before anything runs, so it closes no loop in the browser's code;
 * the server (src/server, server/) has none even through types, as a checker that reads type imports
 * too (madge) finds it.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCANNED = ['src', 'server'];
const CODE = /\.(ts|tsx|mts|js|mjs|astro)$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : CODE.test(e.name) ? [p] : [];
  });
}

/** The relative specifiers of what a file imports when it runs (type-only imports left out unless `types`). */
export function runtimeImports(source: string, types = false): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/\b(?:import|export)\s([^'"`;]*?)\sfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g))
    if (types || !/^type\s/.test(m[1]!)) found.push(m[2]!);
  for (const m of source.matchAll(/\bimport\s*['"](\.{1,2}\/[^'"]+)['"]/g)) found.push(m[1]!);
  for (const m of source.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) found.push(m[1]!);
  return found;
}

/** The file a specifier names, as Vite and server/typescript.mjs resolve it (no extension, or a folder's index). */
function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mjs', '.js'].flatMap((ext) => [base + ext, path.join(base, `index${ext}`)]),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/** The loops of a graph: its strongly connected parts of two files or more, or a file that imports itself (Tarjan). */
export function loopsOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1 || (graph.get(v) ?? []).includes(v)) loops.push(part.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return loops;
}

const rel = (abs: string) => path.relative(ROOT, abs).split(path.sep).join('/');

function importGraph(dirs: readonly string[], types = false): Map<string, string[]> {
  const all = dirs.flatMap((dir) => files(path.join(ROOT, dir)));
  const known = new Set(all);
  return new Map(
    all.map((file) => [
      rel(file),
      runtimeImports(readFileSync(file, 'utf8'), types)
        .map((spec) => resolve(file, spec))
        .filter((to): to is string => to !== undefined && known.has(to))
        .map(rel),
    ]),
  );
}

describe('import loops', () => {
  it('there are none in src/ or server/', () => {
    const loops = loopsOf(importGraph(SCANNED));
    expect(loops).toEqual([]);
  });

  it('there are none in the server even through type-only imports', () => {
    expect(loopsOf(importGraph(['src/server', 'server'], true))).toEqual([]);
  });

  it('are found through imports that run, and not through type-only ones', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
      ['e', ['e']],
    ]);
    expect(loopsOf(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(
      loopsOf(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
    // ./ only: tests/unit/repo/self-contained.test.ts reads these strings as paths too.
    expect(
      runtimeImports(
        "import { a } from './a';\nimport type { B } from './b';\nexport { c } from './c';\nimport './d.css';\nconst e = () => import('./e');",
      ),
    ).toEqual(['./a', './c', './d.css', './e']);
    expect(runtimeImports("import type { B } from './b';", true)).toEqual(['./b']);
  });
});
