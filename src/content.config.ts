import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { catalogueLoader } from './loaders/catalogue/loader';
import { blogPostSchema, contentPageSchema } from './lib/schemas/content';
import { checkedBlogLoader } from './loaders/blog-checks';
import { checkedPagesLoader } from './loaders/content-languages';

/**
 * Content collections. The schemas live in src/lib/schemas (one per entity) so the server,
 * the islands and the build share them; this file only wires them to their sources.
 */
const products = defineCollection({ loader: catalogueLoader('products') });
const categories = defineCollection({ loader: catalogueLoader('categories') });

/** Journal articles: one content/blog/{slug}.mdx file publishes /blog/{slug}; the files are checked first (blog-checks.ts). */
const blog = defineCollection({
  loader: checkedBlogLoader(glob({ pattern: '*.mdx', base: './content/blog' }), './content/blog'),
  schema: ({ image }) => blogPostSchema(image),
});

/**
 * Content pages (our story, legal, shipping...): content/pages/{page}.mdx, rendered by
 * src/pages/{page}.astro; its Arabic, content/pages/ar/{page}.mdx (entry id 'ar/{page}'), by the
 * same route under /ar/ (src/lib/content/pages.ts). Each translation is checked for its original.
 */
const pages = defineCollection({
  loader: checkedPagesLoader(glob({ pattern: ['*.mdx', 'ar/*.mdx'], base: './content/pages' })),
  schema: contentPageSchema,
});

export const collections = { products, categories, blog, pages };
