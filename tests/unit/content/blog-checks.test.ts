import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { blogProblems, checkBlogFolder } from '../../../src/loaders/blog-checks';
import { blogPostSchema, isCalendarDate } from '../../../src/lib/schemas/content';
import * as z from 'zod/mini';

/**
 * An editor's mistakes the build must stop at, naming the post's file and the field: an
 * impossible date, an id two posts share, a cover that does not exist.
 */
const post = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n---\n\nText.\n`;
const base = {
  id: '7',
  title: '"T"',
  excerpt: '"E"',
  coverImage: '"./covers/ok.svg"',
  date: '"2026-05-12"',
  author: '"A"',
  category: '"Collections"',
  tags: '["x"]',
};
const exists = (file: string) => file.endsWith(`${path.sep}covers${path.sep}ok.svg`);

describe("the journal's file checks", () => {
  it('pass good posts', () => {
    expect(
      blogProblems(
        [
          { file: 'content/blog/a.mdx', source: post(base) },
          { file: 'content/blog/b.mdx', source: post({ ...base, id: '8', date: '2024-02-29' }) },
        ],
        exists,
      ),
    ).toEqual([]);
  });

  it.each(['"2026-02-30"', '2026-02-30', "'2026-13-01'", '2025-02-29'])(
    'refuse the impossible date %s, naming the file and the field',
    (date) => {
      const [problem] = blogProblems([{ file: 'content/blog/leap.mdx', source: post({ ...base, date }) }], exists);
      expect(problem).toMatch(/^content\/blog\/leap\.mdx: date: "\d{4}-\d{2}-\d{2}" is not a day the calendar has/);
    },
  );

  it('refuse an id two posts share, naming both files', () => {
    const problems = blogProblems(
      [
        { file: 'content/blog/first.mdx', source: post(base) },
        { file: 'content/blog/other.mdx', source: post({ ...base, id: '8' }) },
        { file: 'content/blog/second.mdx', source: post(base) },
      ],
      exists,
    );
    expect(problems).toEqual([
      'content/blog/first.mdx, content/blog/second.mdx: id: 7 is used by 2 posts: content/blog/first.mdx and content/blog/second.mdx. Give each post a number no other post uses.',
    ]);
  });

  it("refuse a cover that does not exist, naming the post's file and the field", () => {
    const [problem] = blogProblems(
      [{ file: 'content/blog/granulation.mdx', source: post({ ...base, coverImage: '"./covers/granulation.svg"' }) }],
      exists,
    );
    expect(problem).toBe(
      'content/blog/granulation.mdx: coverImage: "./covers/granulation.svg" does not exist. The path is relative to the post\'s file, e.g. "./covers/my-post.svg".',
    );
    expect(problem).not.toMatch(/node_modules/);
  });

  it('stop the build with every problem at once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'blog-checks-'));
    mkdirSync(path.join(dir, 'covers'));
    writeFileSync(path.join(dir, 'covers/ok.svg'), '<svg/>');
    writeFileSync(path.join(dir, 'a.mdx'), post({ ...base, date: '2026-02-30' }));
    writeFileSync(path.join(dir, 'b.mdx'), post({ ...base, coverImage: '"./covers/nope.svg"' }));
    await expect(checkBlogFolder(dir)).rejects.toThrow(
      /posts to fix:\n.*a\.mdx: date: "2026-02-30"[\s\S]*b\.mdx: coverImage: "\.\/covers\/nope\.svg" does not exist[\s\S]*id: 7 is used by 2 posts/,
    );
  });

  it('the real journal passes', async () => {
    await expect(checkBlogFolder('content/blog')).resolves.toBeUndefined();
  });
});

describe('the date field', () => {
  it('knows the calendar', () => {
    expect(['2026-02-28', '2024-02-29', '2026-12-31'].every(isCalendarDate)).toBe(true);
    expect(['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '2026-1-1'].some(isCalendarDate)).toBe(false);
  });

  it('a quoted impossible date fails the schema too (the dev server reads no folder check)', () => {
    const schema = blogPostSchema((() => z.string()) as never);
    const result = schema.safeParse({
      id: 7,
      title: 'T',
      excerpt: 'E',
      coverImage: './covers/ok.svg',
      date: '2026-02-30',
      author: 'A',
      category: 'Collections',
      tags: ['x'],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['date'],
      message: 'must be a day the calendar has, written as YYYY-MM-DD (there is no 30 February)',
    });
  });
});
