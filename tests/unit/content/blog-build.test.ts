import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * What an editor does: drop one .mdx file into content/blog and build. A copy of the repository
 * in a temp folder is built three times (about 15 s each): with a good new post, which must be
 * published; again unchanged, which must produce the same pages; and with a broken post, which
 * must fail naming the file and the fields.
 */
const repo = process.cwd();
/** Every built page, by path, from the first successful build. */
let firstBuild = new Map<string, string>();
const SKIP = new Set([
  'node_modules',
  'dist',
  '.cache',
  '.astro',
  '.data',
  'test-results',
  'playwright-report',
  '.git',
]);
let root = '';

function build(): { status: number | null; output: string } {
  const res = spawnSync(path.join(root, 'node_modules/.bin/node'), ['node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', STORE_DRIVER: '', WOOCOMMERCE_URL: '' },
    timeout: 180_000,
  });
  return { status: res.status, output: `${res.stdout}\n${res.stderr}` };
}

function builtPages(): Map<string, string> {
  const dir = path.join(root, 'dist/client');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  return new Map(files.map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]));
}

const post = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n---\n\nA short test article about granulation, written by the build test.\n`;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'nefertari-blog-build-'));
  cpSync(repo, root, { recursive: true, filter: (src) => !SKIP.has(path.basename(src)) || path.dirname(src) !== repo });
  symlinkSync(realpathSync(path.join(repo, 'node_modules')), path.join(root, 'node_modules'));
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('publishing by adding a file', () => {
  it('a new .mdx post is listed on /blog, gets its page and joins the feed', () => {
    writeFileSync(
      path.join(root, 'content/blog/granulation-test-post.mdx'),
      post({
        id: '99',
        title: '"Granulation, Grain by Grain"',
        excerpt: '"How tiny spheres of gold are fused to a surface without solder."',
        coverImage: '"./covers/khan-el-khalili-filigree-tradition.svg"',
        date: '"2026-07-01"',
        author: '"Mahmoud Hassan"',
        category: '"History & Heritage"',
        tags: '["Granulation"]',
      }),
    );
    const { status, output } = build();
    expect(status, output.slice(-3000)).toBe(0);
    const listing = readFileSync(path.join(root, 'dist/client/blog/index.html'), 'utf8');
    expect(listing).toContain('Granulation, Grain by Grain');
    expect(listing).toContain('href="/blog/granulation-test-post"');
    expect(existsSync(path.join(root, 'dist/client/blog/granulation-test-post/index.html'))).toBe(true);
    const rss = readFileSync(path.join(root, 'dist/client/rss.xml'), 'utf8');
    expect(rss.match(/<item>/g)).toHaveLength(7);
    firstBuild = builtPages();
  }, 200_000);

  // A page that differs on every build gets a new ETag, so returning shoppers' browsers download
  // it again instead of getting a 304 (half-star gradients once had random ids).
  it('building the same content again changes no page', () => {
    expect(firstBuild.size).toBeGreaterThan(50);
    const { status, output } = build();
    expect(status, output.slice(-3000)).toBe(0);
    const again = builtPages();
    const changed = [...firstBuild].filter(([page, html]) => again.get(page) !== html).map(([page]) => page);
    expect(changed).toEqual([]);
  }, 200_000);

  it('a post with a missing and a wrong field fails the build naming the file and the fields', () => {
    writeFileSync(
      path.join(root, 'content/blog/broken-test-post.mdx'),
      post({
        id: '100',
        title: '"A broken post"',
        excerpt: '"This one has no author and a category that does not exist."',
        coverImage: '"./covers/how-to-layer-necklaces.svg"',
        date: '"2026-07-02"',
        category: '"Gossip"',
        tags: '["Test"]',
      }),
    );
    const { status, output } = build();
    expect(status).not.toBe(0);
    expect(output).toContain('content/blog/broken-test-post.mdx');
    expect(output).toMatch(/blog → broken-test-post data does not match collection schema/);
    expect(output).toMatch(/^\s*author: is required$/m);
    expect(output).toMatch(/^\s*category: must be one of: History & Heritage/m);
  }, 200_000);

  it('an impossible date, a shared id and a missing cover fail the build naming the files and fields', () => {
    const fields = {
      title: '"Check"',
      excerpt: '"A post the build must refuse."',
      author: '"Mona Adel"',
      category: '"Collections"',
      tags: '["Test"]',
    };
    writeFileSync(
      path.join(root, 'content/blog/leap-day-test-post.mdx'),
      post({ id: '101', ...fields, coverImage: '"./covers/how-to-layer-necklaces.svg"', date: '2026-02-30' }),
    );
    writeFileSync(
      path.join(root, 'content/blog/same-id-test-post.mdx'),
      post({ id: '5', ...fields, coverImage: '"./covers/how-to-layer-necklaces.svg"', date: '"2026-07-03"' }),
    );
    writeFileSync(
      path.join(root, 'content/blog/no-cover-test-post.mdx'),
      post({ id: '102', ...fields, coverImage: '"./covers/granulation.svg"', date: '"2026-07-04"' }),
    );
    const { status, output } = build();
    expect(status).not.toBe(0);
    expect(output).toContain('content/blog/leap-day-test-post.mdx: date: "2026-02-30" is not a day the calendar has');
    expect(output).toContain(
      'id: 5 is used by 2 posts: content/blog/how-to-layer-necklaces.mdx and content/blog/same-id-test-post.mdx',
    );
    expect(output).toContain(
      'content/blog/no-cover-test-post.mdx: coverImage: "./covers/granulation.svg" does not exist',
    );
    expect(output).not.toMatch(/node_modules[^\n]*granulation/);
  }, 200_000);
});
