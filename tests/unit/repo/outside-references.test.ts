import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The why of a rule is written where the rule is (or in the repository's own docs), never as a
 * pointer to something a clone does not have: a section of the product specification ("§5"), an
 * issue of the tracker ("issue 22"), the design document. Such a pointer told the next engineer
 * nothing, and went stale as soon as the document moved on.
 *
 * Every text file of the repository is read, as a clone holds it: what .gitignore leaves out
 * (builds, data, logs) is skipped, and so are the recorded third-party answers and release
 * tarballs, which are WooCommerce's words, not ours.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const THIS_FILE = 'tests/unit/repo/outside-references.test.ts';
/** Recorded answers and release tarballs (their notes, the .md files, are ours and are read). */
const DATA = [/^tests\/fixtures\/woocommerce(-real)?\/.*(?<!\.md)$/, /^tests\/woocommerce-store\/sources\//];
const BINARY = /\.(png|jpe?g|webp|avif|gif|ico|svg|woff2?|ttf|otf|gz|br|zip|phar|pdf|sqlite|db)$/i;

/** The ways a comment, a doc or a test title has pointed outside the repository. */
const OUTSIDE: { name: string; pattern: RegExp }[] = [
  { name: 'a numbered section (spec §5)', pattern: /§\s*\d/ },
  { name: 'an issue number (issue 22, issue #22)', pattern: /\bissues?\s+#?\d+/i },
  { name: 'the design document', pattern: /\bdesign\.md\b|\bthe\s+design(?:\s+says|'s)\b/i },
  { name: 'the specification', pattern: /\bthe\s+spec(?:ification)?(?:'s)?\b(?!\s+files?\b)/i },
];

function ignoredByGit(): (rel: string, name: string) => boolean {
  const entries = readFileSync(path.join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim().replace(/\/$/, ''))
    .filter((l) => l && !l.startsWith('#'));
  return (rel, name) =>
    entries.some((e) => (e.startsWith('*.') ? name.endsWith(e.slice(1)) : e.includes('/') ? rel === e : name === e));
}

function textFiles(): string[] {
  const ignored = ignoredByGit();
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${e.name}` : e.name;
      if (e.name === '.git' || e.name === 'node_modules' || ignored(rel, e.name)) continue;
      if (e.isDirectory()) walk(rel);
      else if (e.isFile() && !BINARY.test(e.name) && !DATA.some((d) => d.test(rel))) found.push(rel);
    }
  };
  walk('');
  return found.filter((f) => f !== THIS_FILE && f !== 'package-lock.json');
}

/** Each line of `text` that points outside, as "file:line: what (the line)". */
function outsideReferences(rel: string, text: string): string[] {
  if (text.includes('\0')) return [];
  return text
    .split('\n')
    .flatMap((line, i) =>
      OUTSIDE.filter(({ pattern }) => pattern.test(line)).map(
        ({ name }) => `${rel}:${i + 1}: ${name}: ${line.trim().slice(0, 100)}`,
      ),
    );
}

describe('the why is written in the repository', () => {
  it('no comment, doc or test points at a specification section, an issue or a design document', () => {
    const files = textFiles();
    expect(files).toContain('README.md');
    expect(files).toContain('src/lib/checkout/steps.ts');
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((f) => outsideReferences(f, readFileSync(path.join(ROOT, f), 'utf8')))).toEqual([]);
  });

  it('catches each way such a pointer was written, and leaves ordinary words alone', () => {
    const found = (line: string) => outsideReferences('x.ts', line).length;
    expect(found('/** The stock badge of spec §4. */')).toBe(1);
    expect(found('// 8: the back office (issue 21): roles')).toBe(1);
    expect(found(' * The cap per cart line (issue #18), as a shopper meets it')).toBe(1);
    expect(found('Files are kebab-case. See design.md for the reasons.')).toBe(1);
    expect(found("(the design's replacement for outgoing escaping)")).toBe(1);
    expect(found("Never the spec's POST /wc/v3/orders, which trusts the caller's prices.")).toBe(1);
    expect(found("it('has the four milestones of the specification', () => {")).toBe(1);
    expect(found('Every message, named once. Components, the server and tests import it.')).toBe(0);
    expect(found('for (const issue of result.error.issues) errors[field] = issue.message;')).toBe(0);
    expect(found('Run one spec: npx playwright test tests/e2e/x.spec.ts (the spec file, 2 workers).')).toBe(0);
    expect(found('where a design calls for it, oxidising brings out the engraving')).toBe(0);
  });

  it('reads what a clone holds and skips what git ignores', () => {
    const ignored = ignoredByGit();
    expect(ignored('dist', 'dist')).toBe(true);
    expect(ignored('bench/.out', '.out')).toBe(true);
    expect(ignored('x/build.log', 'build.log')).toBe(true);
    expect(ignored('src', 'src')).toBe(false);
    expect(existsSync(path.join(ROOT, THIS_FILE))).toBe(true);
  });
});
