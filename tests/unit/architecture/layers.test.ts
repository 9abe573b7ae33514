import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The layers of docs/architecture.md: rules (src/lib), shared state (src/stores), the server,
 * middleware and directives sit below the islands and never import them. Only what puts an island
 * on a page (pages, layouts, components, a behaviour when the shopper asks) imports from src/islands.
 */
const SRC = path.resolve('src');
const ISLANDS = path.join(SRC, 'islands');
const BELOW_ISLANDS = ['lib', 'stores', 'server', 'directives', 'middleware.ts', 'content.config.ts'].map((p) =>
  path.join(SRC, p),
);

function files(entry: string): string[] {
  if (!statSync(entry, { throwIfNoEntry: false })) return [];
  if (statSync(entry).isFile()) return [entry];
  return readdirSync(entry).flatMap((name) => files(path.join(entry, name)));
}

/** Every module specifier of a file: static imports and exports, dynamic imports, side-effect imports. */
export function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of source.matchAll(re)) found.push(m[1]!);
  return found;
}

export function islandImports(file: string, source: string): string[] {
  return specifiers(source).filter(
    (s) => s.startsWith('.') && path.resolve(path.dirname(file), s).startsWith(ISLANDS + path.sep),
  );
}

const sourceFiles = () => files(SRC).filter((f) => /\.(ts|tsx|mjs|js|astro)$/.test(f));

describe('one validation layer', () => {
  it("every schema is built with zod/mini next to the shop's wording (src/lib/schemas/zod.ts)", () => {
    const zodHome = path.join(SRC, 'lib', 'schemas', 'zod.ts');
    const missing = sourceFiles()
      .filter((f) => f !== zodHome)
      .filter((f) => {
        const source = readFileSync(f, 'utf8');
        // Value imports of zod (a type import builds nothing).
        const builds = /^import\s+(?!type\b)[^;]*from\s+'zod(\/mini)?'/m.test(source);
        const shop = specifiers(source).some(
          (s) =>
            s.startsWith('.') && path.resolve(path.dirname(f), s).replace(/\.ts$/, '') === zodHome.replace(/\.ts$/, ''),
        );
        return builds && !shop;
      })
      .map((f) => path.relative(SRC, f));
    expect(missing).toEqual([]);
  });

  it('nothing uses classic zod (the WooCommerce driver included), and outside the server no hand-written copy of a schema', () => {
    const offenders = sourceFiles()
      .filter(
        (f) =>
          /from\s+'zod'/.test(readFileSync(f, 'utf8')) ||
          (!f.startsWith(path.join(SRC, 'server') + path.sep) &&
            /\b(const|function)\s+(isRecord|isInt|isStr|isObj)\b/.test(readFileSync(f, 'utf8'))),
      )
      .map((f) => path.relative(SRC, f));
    expect(offenders).toEqual(['lib/storage.ts']);
  });
});

describe('layers', () => {
  it('nothing below the islands imports from src/islands', () => {
    const offenders = BELOW_ISLANDS.flatMap(files)
      .filter((f) => /\.(ts|tsx|mjs|js|astro)$/.test(f))
      .flatMap((f) => islandImports(f, readFileSync(f, 'utf8')).map((s) => `${path.relative(SRC, f)} imports ${s}`));
    expect(offenders).toEqual([]);
  });

  it('an island takes only types from the server (none of its code reaches a browser), and the back office its answer types', () => {
    const valueImports = files(ISLANDS)
      .filter((f) => /\.(ts|tsx)$/.test(f))
      .flatMap((f) =>
        [
          ...readFileSync(f, 'utf8').matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']*\/server\/[^']*)'/gm),
        ].map((m) => `${path.relative(SRC, f)} imports ${m[1]}`),
      );
    expect(valueImports).toEqual([]);
    const api = readFileSync(path.join(ISLANDS, 'admin', 'api.ts'), 'utf8');
    // Retyped answers drift from what the server sends: the server's own types, imported.
    expect(api.match(/^export (interface|type) \w+ ?[={]/gm) ?? []).toEqual(['export interface Page {']);
    expect(api).toMatch(/^import type \{[^}]*\} from '..\/..\/server\/admin\/orders';$/m);
  });

  it('the check sees every kind of import', () => {
    const file = path.join(SRC, 'stores', 'x.ts');
    const source = [
      "import { a } from '../islands/a';",
      "import type { B } from '../islands/b';",
      "export { c } from '../islands/c';",
      "import '../islands/d.css';",
      "const e = () => import('../islands/e');",
      "import { f } from '../lib/f';",
    ].join('\n');
    // The specifiers the checker is expected to report.
    const reported = ['a', 'b', 'c', 'd.css', 'e'].map((name) => `../islands/${name}`);
    expect(islandImports(file, source)).toEqual(reported);
  });
});

describe('file names', () => {
  it('components are PascalCase, every other file kebab-case (route parameters keep their names)', () => {
    const wrong = files(SRC)
      .map((f) => path.relative(SRC, f))
      .filter((rel) => {
        const base = path.basename(rel).replace(/(\.[a-z]+)+$/, '');
        if (rel.startsWith('pages' + path.sep) && /^\[(\.\.\.)?[A-Za-z]+\]$/.test(base)) return false;
        const component = /\.(astro|tsx)$/.test(rel) && /^[A-Z][A-Za-z0-9]*$/.test(base);
        return !component && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(base);
      });
    expect(wrong).toEqual([]);
  });
});

/**
 * The words an island writes inline instead of taking from src/lib/messages.ts: text between tags,
 * and quoted text handed to a label or a toast.
 */
function inlineWords(file: string): string[] {
  const source = readFileSync(file, 'utf8').replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  // Not after an arrow's =>: "() => Promise<Order>" is a type, not text.
  const text = [...source.matchAll(/(?<!=)>([^<>{}]*[A-Za-z]{2,}[^<>{}]*)</g)].map((m) => m[1]!.trim());
  const props = [
    ...source.matchAll(
      /\b(?:label|title|description|placeholder|aria-label)[:=]\s*['"]([^'"]*[A-Za-z]{2,}[^'"]*)['"]/g,
    ),
  ].map((m) => m[1]!);
  // A TypeScript generic (useState<Step>(...)) looks like a tag; its "text" is code, with ; = or ?.
  // So is an object's next key after a JSX value (panels={{ a: <A />, b: <B /> }}).
  const code = (t: string) => /[;=?]/.test(t) || /^,\s*\w+:\s*\(?$/.test(t);
  return [...text.filter((t) => !code(t)), ...props].map((t) => `${path.relative(ISLANDS, file)}: ${t}`);
}

describe('words on screen', () => {
  it('the account and checkout forms and the shared states take every word from src/lib/messages.ts', () => {
    const forms = [
      'auth/LoginForm.tsx',
      'auth/RegisterForm.tsx',
      'auth/PasswordReset.tsx',
      'account/SettingsTab.tsx',
      'order/OrderView.tsx',
      'shared/LoadStates.tsx',
    ];
    expect(forms.flatMap((f) => inlineWords(path.join(ISLANDS, f)))).toEqual([]);
  });

  it("the back office's islands take every word from the messages modules (ADMIN_MSG of src/lib/admin-messages.ts, or MSG)", () => {
    const admin = files(path.join(ISLANDS, 'admin')).filter((f) => f.endsWith('.tsx'));
    expect(admin.length).toBeGreaterThan(0);
    expect(admin.flatMap(inlineWords)).toEqual([]);
  });

  it('only the back office and the server import its words, so no shop chunk carries them', () => {
    const home = path.join(SRC, 'lib', 'admin-messages');
    const backOffice = ['islands/admin/', 'layouts/AdminLayout.astro', 'pages/admin/', 'pages/api/admin/', 'server/'];
    const importers = sourceFiles()
      .filter((f) =>
        specifiers(readFileSync(f, 'utf8')).some(
          (s) => s.startsWith('.') && path.resolve(path.dirname(f), s).replace(/\.ts$/, '') === home,
        ),
      )
      .map((f) => path.relative(SRC, f).split(path.sep).join('/'));
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((f) => !backOffice.some((dir) => f.startsWith(dir)))).toEqual([]);
  });
});

describe('mounting React', () => {
  it('a page places its islands with the shop\u2019s two directives only (their reasons are in src/directives)', () => {
    const others = files(SRC)
      .filter((f) => f.endsWith('.astro'))
      .flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/\sclient:(?!(?:yielding|reach)\b)([a-z]+)/g)].map(
          (m) => `${path.relative(SRC, f)}: client:${m[1]}`,
        ),
      );
    expect(others).toEqual([]);
  });
});
