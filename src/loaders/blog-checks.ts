import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Loader } from 'astro/loaders';
import { CONTENT_MSG } from '../lib/messages';
import { isCalendarDate } from '../lib/schemas/content';

/**
 * What the journal's schema cannot see, checked on the files themselves before the build reads
 * them, so a mistake fails the build naming the post's file and the field (never a location
 * inside node_modules, never a silent fix):
 * - a date the calendar lacks ("2026-02-30" would be published as March 2: YAML rolls an unquoted
 *   one over before any schema sees it);
 * - an id two posts share (the README promises ids are unique), naming both files;
 * - a coverImage that does not exist (Astro's image() would fail deep in its own code).
 */
export interface PostFile {
  /** The file's path as the editor knows it, e.g. content/blog/my-post.mdx. */
  file: string;
  source: string;
}

const FRONTMATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/;
/** A top-level field's raw text, without its quotes. */
function field(frontmatter: string, name: string): string | undefined {
  return new RegExp(`^${name}:[ \\t]*(?:"([^"\\n]*)"|'([^'\\n]*)'|([^#\\n]*?))[ \\t]*(?:#.*)?$`, 'm')
    .exec(frontmatter)
    ?.slice(1)
    .find((v) => v !== undefined);
}

/** Every problem of these posts, each a line naming the file and the field. */
export function blogProblems(posts: readonly PostFile[], exists: (file: string) => boolean = existsSync): string[] {
  const problems: string[] = [];
  const byId = new Map<string, string[]>();
  for (const { file, source } of posts) {
    const frontmatter = FRONTMATTER.exec(source)?.[1];
    if (frontmatter === undefined) continue; // the schema says what is missing
    const date = field(frontmatter, 'date');
    if (date && /^\d{4}-\d{1,2}-\d{1,2}$/.test(date) && !isCalendarDate(date))
      problems.push(`${file}: ${CONTENT_MSG.impossibleDate(date)}`);
    const id = field(frontmatter, 'id');
    if (id) byId.set(id, [...(byId.get(id) ?? []), file]);
    const cover = field(frontmatter, 'coverImage');
    if (cover && !/^https?:\/\//.test(cover) && !exists(path.resolve(path.dirname(file), cover)))
      problems.push(`${file}: ${CONTENT_MSG.missingCover(cover)}`);
  }
  for (const [id, files] of byId)
    if (files.length > 1) problems.push(`${files.join(', ')}: ${CONTENT_MSG.duplicatePostId(id, files)}`);
  return problems;
}

/** Reads every .mdx post of `dir` and throws one error listing all their problems. */
export async function checkBlogFolder(dir: string): Promise<void> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.mdx')).sort();
  const posts = await Promise.all(
    names.map(async (name) => ({ file: path.join(dir, name), source: await readFile(path.join(dir, name), 'utf8') })),
  );
  const problems = blogProblems(posts.map((p) => ({ ...p, file: path.relative(process.cwd(), p.file) || p.file })));
  if (problems.length)
    throw new Error(
      `The journal has ${problems.length === 1 ? 'a post' : 'posts'} to fix:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
}

/** The journal's glob loader, with the checks above run on the folder first. */
export function checkedBlogLoader(loader: Loader, dir: string): Loader {
  return {
    ...loader,
    async load(context) {
      await checkBlogFolder(dir);
      return loader.load(context);
    },
  };
}
