import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { publishedPosts } from '../lib/content/blog';
import { EDITORIAL_MSG } from '../lib/editorial-messages';
import { inLocale } from '../lib/i18n/current';
import { HTML_LANG, pathIn, type Locale } from '../lib/i18n/locales';

/**
 * The journal as RSS 2.0, one feed per language (linked from every page's head by BaseLayout):
 * /rss.xml carries the posts written in English, /ar/rss.xml (src/pages/ar/rss.xml.ts) those
 * written in Arabic, each linking to the post's address in its own language. A feed reader shows
 * one language per channel, so a reader subscribes to what she reads.
 */
export const GET = (context: APIContext) => journalFeed(context, 'en');

export async function journalFeed(context: APIContext, locale: Locale) {
  const posts = (await publishedPosts()).filter((p) => p.data.language === locale);
  const { title, description } = inLocale(locale, () => ({
    title: EDITORIAL_MSG.journalEyebrow,
    description: EDITORIAL_MSG.journalDescription,
  }));
  return rss({
    title,
    description,
    site: context.site ?? context.url.origin,
    customData: `<language>${HTML_LANG[locale]}</language>`,
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    // Same URLs as the canonical links: no trailing slash.
    trailingSlash: false,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      link: pathIn(locale, `/blog/${post.id}`),
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
