import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/architecture.md draws the rooms of the repository and which room may import which; the
 * README's "Where things live" lists the same rooms. These tests hold both against the code, so a
 * new folder, a gone one or an import across a line the table does not draw fails here until the
 * page says so too.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOC = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** Folders that are made, not written: dependencies, builds, caches, test output. */
const MADE = new Set(['node_modules', 'dist', 'dist-rebuilds', 'test-results', 'playwright-report']);
const CODE = /\.(ts|tsx|mts|js|mjs|astro)$/;

export interface Room {
  name: string;
  /** The rooms it may import besides itself; null for any room. */
  mayImport: string[] | null;
}

/** The table under "## The rooms": `| \`room\` | what it holds | may import |`. */
export function roomsOf(doc: string): Room[] {
  const section = doc.split(/^## /m).find((s) => s.startsWith('The rooms')) ?? '';
  return section
    .split('\n')
    .filter((line) => /^\|\s*`/.test(line))
    .map((line) => {
      const cells = line.split('|').map((c) => c.trim());
      const name = /`([^`]+)`/.exec(cells[1]!)![1]!;
      const last = cells[3]!;
      const mayImport = /any room/.test(last) ? null : [...last.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      return { name, mayImport };
    });
}

const ROOMS = roomsOf(DOC);
const byName = new Map(ROOMS.map((r) => [r.name, r]));

/** The room a repository path is in: a room named for the file itself, or for its folder. */
export function roomOf(rel: string, names: Iterable<string> = byName.keys()): string | undefined {
  let best: string | undefined;
  for (const name of names)
    if ((rel === name || rel.startsWith(`${name}/`)) && (!best || name.length > best.length)) best = name;
  return best;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return MADE.has(e.name) || e.name.startsWith('.') ? [] : files(p);
    return [p];
  });
}

/**
 * Relative module specifiers of a file, static (import/export ... from, side-effect import) or
 * import(). Type-only imports are left out: nothing of their module reaches the bundle (the back
 * office's islands take the server's answer types so, instead of a copy that can drift).
 */
export function importsOf(source: string): { spec: string; dynamic: boolean }[] {
  const found: { spec: string; dynamic: boolean }[] = [];
  for (const m of source.matchAll(/\b(import|export)\s([^'"`;]*?)\sfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g))
    if (!/^type\s/.test(m[2]!)) found.push({ spec: m[3]!, dynamic: false });
  for (const m of source.matchAll(/\bimport\s*['"](\.{1,2}\/[^'"]+)['"]/g)) found.push({ spec: m[1]!, dynamic: false });
  for (const m of source.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g))
    found.push({ spec: m[1]!, dynamic: true });
  return found;
}

/** The package specifiers a file imports statically (not import()). */
function packagesOf(source: string): string[] {
  return [
    ...source.matchAll(/\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'".][^'"]*)['"]/g),
    ...source.matchAll(/\bimport\s*['"]([^'".][^'"]*)['"]/g),
  ].map((m) => m[1]!);
}

const rel = (abs: string) => path.relative(ROOT, abs).split(path.sep).join('/');
const codeFiles = () => files(ROOT).filter((f) => CODE.test(f));

/** The file an import names (Vite resolves a path without extension, or a folder's index). */
function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

describe('the rooms of docs/architecture.md', () => {
  it('are read from the page', () => {
    expect(ROOMS.length).toBeGreaterThan(10);
    expect(byName.get('src/lib')?.mayImport).toEqual(['content']);
    expect(byName.get('tests')?.mayImport).toBeNull();
  });

  it('are the folders of the repository and of src/, no more and no fewer', () => {
    const top = readdirSync(ROOT, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !MADE.has(e.name) && (e.name === '.ci' || !e.name.startsWith('.')))
      .map((e) => e.name);
    const src = readdirSync(path.join(ROOT, 'src'))
      .filter((name) => !/\.d\.ts$/.test(name))
      .map((name) => `src/${name}`);
    const inTree = [...top.filter((name) => name !== 'src'), ...src, 'astro.config.mjs'].sort();
    expect(ROOMS.map((r) => r.name).sort()).toEqual(inTree);
  });

  it('name only rooms the table has', () => {
    const unknown = ROOMS.flatMap((r) => (r.mayImport ?? []).filter((name) => !byName.has(name)));
    expect(unknown).toEqual([]);
  });

  it("are each in the README's Where things live", () => {
    const section = README.split(/^## /m).find((s) => s.startsWith('Where things live')) ?? '';
    const missing = ROOMS.map((r) => r.name).filter((name) => !section.includes(name));
    expect(missing).toEqual([]);
  });

  it('import only what the table lets them', () => {
    const crossings = codeFiles().flatMap((file) => {
      const from = roomOf(rel(file));
      const room = from ? byName.get(from) : undefined;
      if (!room || room.mayImport === null) return [];
      return importsOf(readFileSync(file, 'utf8'))
        .map(({ spec }) => ({ spec, to: roomOf(rel(path.resolve(path.dirname(file), spec))) }))
        .filter(({ to }) => to && to !== room.name && !room.mayImport!.includes(to))
        .map(({ spec, to }) => `${rel(file)} (${room.name}) imports ${spec} (${to})`);
    });
    expect(crossings).toEqual([]);
  });

  it('catch an import across a line the table does not draw', () => {
    const names = ['src/lib', 'src/server', 'src/islands'];
    expect(roomOf('src/lib/money.ts', names)).toBe('src/lib');
    expect(roomOf('src/library/x.ts', names)).toBeUndefined();
    // ./ only: tests/unit/repo/self-contained.test.ts reads these strings as paths too.
    expect(importsOf("import { a } from './x';\nexport * from './y';\nimport './z.css';")).toEqual([
      { spec: './x', dynamic: false },
      { spec: './y', dynamic: false },
      { spec: './z.css', dynamic: false },
    ]);
    expect(importsOf("const m = await import('./mount');")).toEqual([{ spec: './mount', dynamic: true }]);
    expect(importsOf("import type { A } from './a';\nexport type { B } from './b';")).toEqual([]);
  });
});

describe('React or plain DOM decides the folder', () => {
  const ISLANDS = path.join(ROOT, 'src/islands');
  const BEHAVIOURS = path.join(ROOT, 'src/behaviours');

  /** Whether a file, through its static imports inside src/, reaches React or a React component. */
  function reachesReact(start: string): string | undefined {
    const seen = new Set<string>();
    const walk = (file: string, trail: string[]): string | undefined => {
      if (seen.has(file)) return undefined;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      if (file.endsWith('.tsx') || packagesOf(source).some((p) => /^react(-dom)?(\/|$)/.test(p)))
        return [...trail, rel(file)].join(' -> ');
      for (const { spec, dynamic } of importsOf(source)) {
        const target = dynamic ? undefined : resolveImport(file, spec);
        const hit = target && CODE.test(target) && walk(target, [...trail, rel(file)]);
        if (hit) return hit;
      }
      return undefined;
    };
    return walk(start, []);
  }

  it('src/behaviours holds no React component, and no behaviour loads React before the shopper asks', () => {
    const behaviours = files(BEHAVIOURS).filter((f) => CODE.test(f));
    expect(behaviours.length).toBeGreaterThan(0);
    expect(behaviours.map(reachesReact).filter(Boolean)).toEqual([]);
  });

  it('every plain module in src/islands is there because an island imports it', () => {
    const islands = files(ISLANDS).filter((f) => CODE.test(f));
    const importers = new Map<string, string[]>();
    for (const file of islands)
      for (const { spec } of importsOf(readFileSync(file, 'utf8'))) {
        const target = resolveImport(file, spec);
        if (target) importers.set(target, [...(importers.get(target) ?? []), file]);
      }
    const servesAnIsland = (file: string, seen = new Set<string>()): boolean =>
      (importers.get(file) ?? []).some(
        (by) => !seen.has(by) && (by.endsWith('.tsx') || servesAnIsland(by, seen.add(by))),
      );
    const loose = islands.filter((f) => !f.endsWith('.tsx') && !servesAnIsland(f)).map(rel);
    expect(loose).toEqual([]);
  });

  it('every module in src/behaviours is loaded by a page, a layout, a component, another behaviour or the build', () => {
    const loaders = ['src/pages', 'src/layouts', 'src/components', 'src/behaviours', 'integrations'].flatMap((room) =>
      files(path.join(ROOT, room)).filter((f) => CODE.test(f)),
    );
    // The build also names a module by its URL (the small preload helper stands in for Vite's).
    const urls = (source: string) =>
      [...source.matchAll(/new URL\(\s*['"](\.{1,2}\/[^'"]+)['"],\s*import\.meta\.url\)/g)].map((m) => ({
        spec: m[1]!,
      }));
    const loaded = new Set(
      loaders.flatMap((file) => {
        const source = readFileSync(file, 'utf8');
        return [...importsOf(source), ...urls(source)].flatMap(({ spec }) => resolveImport(file, spec) ?? []);
      }),
    );
    const onlyForIslands = files(BEHAVIOURS)
      .filter((f) => CODE.test(f) && !loaded.has(f))
      .map(rel);
    expect(onlyForIslands).toEqual([]);
  });

  it("the browser's rooms import no node: module", () => {
    const browser = ['src/lib', 'src/stores', 'src/islands', 'src/behaviours'].flatMap((room) =>
      files(path.join(ROOT, room)).filter((f) => CODE.test(f)),
    );
    const offenders = browser.filter((f) => packagesOf(readFileSync(f, 'utf8')).some((p) => p.startsWith('node:')));
    expect(offenders.map(rel)).toEqual([]);
  });
});
