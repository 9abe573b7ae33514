import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { publishedPosts } from '../lib/content/blog';
import { BRAND } from '../lib/site';

/** The journal as RSS 2.0 (linked from every page's head by BaseLayout). */
export async function GET(context: APIContext) {
  const posts = await publishedPosts();
  return rss({
    title: `${BRAND} Journal`,
    description:
      'Stories of Egyptian craft from the Nefertari workshop: heritage, craftsmanship, jewelry care and style.',
    site: context.site ?? context.url.origin,
    customData: '<language>en</language>',
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    // Same URLs as the canonical links: no trailing slash.
    trailingSlash: false,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      link: `/blog/${post.id}`,
      pubDate: post.data.date,
      // RSS <author> must be an email address; Dublin Core carries the writer's name.
      customData: `<dc:creator>${escapeXml(post.data.author)}</dc:creator>`,
      categories: [post.data.category, ...post.data.tags],
    })),
  });
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
