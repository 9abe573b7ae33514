import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A lone clone runs every test: nothing under src/, tests/, bench/, scripts/, server/ or integrations/, nor the config
 * files, reads outside the repository (CI once had ../shared beside it, and the fake WooCommerce
 * read its answers from there, so the tests passed in CI and failed in a plain clone).
 *
 * Every path written in the code is checked where it leads:
 * - a relative path (./, ../) is resolved from the file's folder when it is an import or is joined
 *   to the file's own location (import.meta.dirname, import.meta.url, $(dirname "$0")), else from
 *   the repository root, where every script and test runs; it must stay inside the repository;
 * - an absolute path may point at the system (/usr/bin/chromium, /proc, /tmp) but not at another
 *   project folder such as /work/shared.
 * .ci/run proves the same at run time: it runs the suite in a copy with nothing beside it.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const FOLDERS = ['src', 'tests', 'bench', 'scripts', 'server', 'integrations', '.ci'];
const CONFIG = ['astro.config.mjs', 'vitest.config.ts', 'playwright.config.ts', 'tsconfig.json', 'package.json'];
/** Recorded answers and release tarballs: data, not code. */
const DATA = [/^tests\/fixtures\/woocommerce(-real)?\//, /^tests\/woocommerce-store\/sources\//];
const CODE = /\.(ts|tsx|mts|js|mjs|cjs|astro|mdx|json|sh|php)$|^\.ci\/run$/;
/** Folders of the system a test may use: the browser, process data, temporary files. */
const SYSTEM = new Set(['usr', 'bin', 'sbin', 'lib', 'lib64', 'etc', 'proc', 'sys', 'dev', 'tmp', 'var', 'run', 'opt']);

function files(): string[] {
  const found: string[] = [...CONFIG];
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const p = `${rel}/${e.name}`;
      if (e.isDirectory()) {
        if (e.name !== 'node_modules') walk(p);
      } else if (CODE.test(p) && !DATA.some((d) => d.test(p))) found.push(p);
    }
  };
  for (const f of FOLDERS) if (existsSync(path.join(ROOT, f))) walk(f);
  return found;
}

const inside = (abs: string) => abs === ROOT || abs.startsWith(ROOT + path.sep);
/** Text just before a path that makes it relative to the file's own folder. */
const FILE_RELATIVE =
  /(\bfrom\s*|\bimport\s*\(?\s*|\brequire\(\s*|\bvi\.(?:mock|doMock|unmock|doUnmock)\(\s*|import\.meta\.glob(?:<[^>]*>)?\(\s*|url\(\s*)$|import\.meta\.(dirname|url)|__dirname|\$\(dirname "\$0"\)|BASH_SOURCE/;
/** new URL('../x', import.meta.url): relative to the file, the base written after the path. */
const URL_OF_FILE = /^\s*,\s*import\.meta\.url\b/;
const COMPARED = /\.(startsWith|endsWith|includes)\(\s*$/;
/**
 * A line (or the line after it) marked with this comment holds paths as data, not paths read:
 * a checker's test whose expected answers are import specifiers, say. Each mark is in plain view.
 */
const NOT_A_PATH = /\/\/ self-contained: not paths\b/;
const RELATIVE = /(['"`])(\.\.?(?:\/[^'"`\s$]*)?)\1|\$\(dirname "\$0"\)\/(\.\.[^"\s]*)/g;
const ABSOLUTE = /(['"`])(\/[A-Za-z0-9_.-]+(?:\/[^'"`\s$]*)?)\1/g;

function pathsLeavingTheRepository(rel: string, text: string): string[] {
  const out: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (NOT_A_PATH.test(line) || NOT_A_PATH.test(lines[i - 1] ?? '')) return;
    for (const m of line.matchAll(RELATIVE)) {
      const literal = m[2] ?? m[3]!;
      const before = `${lines[i - 1] ?? ''}\n${line.slice(0, m.index)}`;
      // A prefix compared with a string (specifier.startsWith('../')) names no file.
      if (COMPARED.test(before)) continue;
      const after = line.slice(m.index + m[0].length);
      const fromFile = m[3] !== undefined || FILE_RELATIVE.test(before) || URL_OF_FILE.test(after);
      const abs = path.resolve(fromFile ? path.dirname(path.join(ROOT, rel)) : ROOT, literal);
      if (!inside(abs)) out.push(`${rel}:${i + 1}: "${literal}" leads to ${abs}`);
    }
    for (const m of line.matchAll(ABSOLUTE)) {
      const top = m[2]!.split('/')[1]!;
      // A URL path (/api/cart) names no folder at the root of the disk.
      if (SYSTEM.has(top) || !existsSync(`/${top}`)) continue;
      if (!inside(path.resolve(m[2]!))) out.push(`${rel}:${i + 1}: "${m[2]}" is outside the repository`);
    }
  });
  return out;
}

describe('the repository is self-contained', () => {
  it('reads nothing outside itself: every path in code, tests and config stays inside', () => {
    // This file is left out: it writes paths that leave, as examples.
    const all = files().filter((f) => f !== 'tests/unit/repo/self-contained.test.ts');
    expect(all.length).toBeGreaterThan(100);
    expect(all.flatMap((f) => pathsLeavingTheRepository(f, readFileSync(path.join(ROOT, f), 'utf8')))).toEqual([]);
  });

  it('catches the ways a path once left it', () => {
    // The fake WooCommerce before it had its own answers, and a walk up from the test's folder.
    expect(
      pathsLeavingTheRepository(
        'tests/fixtures/woocommerce-fake-server.ts',
        "const primary = path.resolve(process.cwd(), '../shared/fixtures/woocommerce');",
      ),
    ).toHaveLength(1);
    expect(
      pathsLeavingTheRepository(
        'tests/unit/a.test.ts',
        "readFileSync(path.join(import.meta.dirname, '../../../../shared/spec.md'))",
      ),
    ).toHaveLength(1);
    expect(
      pathsLeavingTheRepository(
        'tests/woocommerce-store/start.sh',
        'KIT="$(dirname "$0")/../../../shared/woocommerce-store"',
      ),
    ).toHaveLength(1);
    expect(
      pathsLeavingTheRepository('scripts/x.mjs', "const spec = '/work/shared/spec/shop-specification.md';"),
    ).toHaveLength(existsSync('/work') ? 1 : 0);
    expect(
      pathsLeavingTheRepository(
        'scripts/lib/x.mjs',
        "const SHARED = new URL('../../../shared/', import.meta.url).href;",
      ),
    ).toHaveLength(1);
    // ...and what stays inside.
    expect(
      pathsLeavingTheRepository('scripts/lib/x.mjs', "const SRC = new URL('../../src/', import.meta.url).href;"),
    ).toEqual([]);
    expect(pathsLeavingTheRepository('scripts/lib/x.mjs', "const relative = specifier.startsWith('../');")).toEqual([]);
    expect(
      pathsLeavingTheRepository(
        'tests/unit/a.test.ts',
        "// self-contained: not paths (expected specifiers)\nexpect(found).toEqual(['../islands/a']);",
      ),
    ).toEqual([]);
    expect(
      pathsLeavingTheRepository('tests/e2e/auth.spec.ts', "import { MSG } from '../../src/lib/messages';"),
    ).toEqual([]);
    expect(
      pathsLeavingTheRepository(
        'tests/integration/server.ts',
        "const ROOT = path.resolve(import.meta.dirname, '../..');",
      ),
    ).toEqual([]);
    expect(
      pathsLeavingTheRepository('playwright.config.ts', "executablePath: '/usr/bin/chromium', url: '/api/cart'"),
    ).toEqual([]);
  });
});
