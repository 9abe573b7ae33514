import type { APIContext, GetStaticPaths } from 'astro';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { publishedPosts, type PostEntry } from '../../../lib/content/blog';

/**
 * The article's social preview image: its SVG cover rendered to a 1200x675 PNG at build time,
 * because social networks do not show SVG previews (and Astro leaves SVG unprocessed).
 */
export const getStaticPaths = (async () => {
  const posts = await publishedPosts();
  return posts.map((post) => ({ params: { slug: post.id }, props: { post } }));
}) satisfies GetStaticPaths;

export async function GET({ props }: APIContext) {
  const { post } = props as { post: PostEntry };
  const png = await sharp(await readFile(await coverFile(post)))
    .resize(1200, 675, { fit: 'cover' })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}

/** The cover's source file: the schema has already checked it exists; the entry keeps only its built URL. */
async function coverFile(post: PostEntry): Promise<string> {
  const mdx = post.filePath ?? `content/blog/${post.id}.mdx`;
  const source = await readFile(mdx, 'utf8');
  const cover = /^coverImage:\s*["']?([^"'\n]+?)["']?\s*$/m.exec(source)?.[1];
  if (!cover) throw new Error(`${mdx}: coverImage not found for the social image`);
  return path.resolve(path.dirname(mdx), cover);
}
