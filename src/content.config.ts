import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { catalogueLoader } from './server/catalogue/loader';

/**
 * Content collections. The schemas live in src/lib/schemas (one per entity) so the server,
 * the islands and the build share them; this file only wires them to their sources.
 */
const products = defineCollection({ loader: catalogueLoader('products') });
const categories = defineCollection({ loader: catalogueLoader('categories') });

export const collections = { products, categories };
