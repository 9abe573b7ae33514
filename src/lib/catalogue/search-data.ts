import { allCategories, allProducts } from './index';
import { localImage, PRODUCT_IMAGE_SIZE } from './images';
import { sizedPicture } from './picture';
import { publishedPosts } from '../content/blog';
import { htmlToText } from '../text';
import { CARD_IMAGE } from './card-image';
import type { SearchCatalogue } from '../search/catalogue';


/** Build time: the catalogue and the journal as the search server needs them. */
export async function buildSearchCatalogue(): Promise<SearchCatalogue> {
  const [categories, products, posts] = await Promise.all([allCategories(), allProducts(), publishedPosts()]);
  return {
    categories: categories.map(({ id, name, slug, description }) => ({ id, name, slug, description })),
    products: await Promise.all(
      products.map(async (p) => {
        const local = localImage(p.images[0]!.src);
        return {
          id: p.id, name: p.name, price: p.price, regular_price: p.regular_price, on_sale: p.on_sale,
          stock_status: p.stock_status, stock_quantity: p.stock_quantity, manage_stock: p.manage_stock, backorders: p.backorders,
          purchasable: p.purchasable, total_sales: p.total_sales, date_created: p.date_created, short_description: p.short_description,
          images: p.images.slice(0, 1), categories: p.categories, attributes: p.attributes, tags: p.tags,
          text: htmlToText(p.description).replace(/\s+/g, ' '),
          picture: local ? await sizedPicture(local, CARD_IMAGE.widths, CARD_IMAGE.sizes, PRODUCT_IMAGE_SIZE) : undefined,
        };
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
      text: (e.body ?? '').replace(/^(import|export) .*$/gm, ' ').replace(/<[^>]*>/g, ' ').replace(/[#*_`>[\](){}|-]+/g, ' ').replace(/\s+/g, ' ').trim(),
    })),
  };
}
