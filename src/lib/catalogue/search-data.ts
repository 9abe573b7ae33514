import { allCategories, allProducts } from './index';
import { localImage, PRODUCT_IMAGE_SIZE } from './images';
import { pictureSource, sizedPicture } from './picture';
import { publishedPosts } from '../content/blog';
import { CARD_IMAGE } from './card-image';
import { toCatalogueCategory, toCatalogueProduct, type SearchCatalogue } from '../search/catalogue';

/** Build time: the catalogue and the journal as the search server needs them. */
export async function buildSearchCatalogue(): Promise<SearchCatalogue> {
  const [categories, products, posts] = await Promise.all([allCategories(), allProducts(), publishedPosts()]);
  return {
    categories: categories.map(toCatalogueCategory),
    products: await Promise.all(
      products.map(async (p) => {
        // Bundled or from WooCommerce, the card picture the build sized.
        const source = pictureSource(p.images[0]!.src, localImage);
        return toCatalogueProduct(
          p,
          source ? await sizedPicture(source, CARD_IMAGE.widths, CARD_IMAGE.sizes, PRODUCT_IMAGE_SIZE) : undefined,
        );
      }),
    ),
    posts: posts.map((e) => ({
      slug: e.id,
      title: e.data.title,
      excerpt: e.data.excerpt,
      category: e.data.category,
      tags: e.data.tags,
      author: e.data.author,
      date: e.data.date.toISOString().slice(0, 10),
      // MDX source to words: imports, tags and markup characters dropped.
      text: (e.body ?? '')
        .replace(/^(import|export) .*$/gm, ' ')
        .replace(/<[^>]*>/g, ' ')
        .replace(/[#*_`>[\](){}|-]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    })),
  };
}
