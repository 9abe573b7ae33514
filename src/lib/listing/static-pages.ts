import type { PaginateFunction } from 'astro';
import type { Category } from '../schemas/product';
import { runListing, type ListingProduct, type ListingResult } from './filter';
import { PAGE_SIZE } from './pages';
import { emptyState, type ListingState } from './state';
import type { ListingMeta } from './routes';

/**
 * The static pages of one listing: its products newest first, 24 a page. The filters and their
 * counts are those of the whole list, worked out once for all its pages.
 */
export function staticListingPages(
  paginate: PaginateFunction,
  products: readonly ListingProduct[],
  meta: ListingMeta,
  params: Record<string, string>,
  categories: readonly Category[],
) {
  const { groups, total, lastPage } = runListing(products, emptyState());
  // With its Arabic name: an Arabic page's links name each category in Arabic.
  const links = categories.map(({ name, slug, ar }) => ({
    name,
    slug,
    ...(ar?.name ? { ar: { name: ar.name } } : {}),
  }));
  return paginate(products as ListingProduct[], {
    pageSize: PAGE_SIZE,
    params,
    props: { meta, groups, total, lastPage, categories: links },
  }).map((entry) => {
    const page = entry.props.page.currentPage;
    const state: ListingState = { ...emptyState(), page };
    const result: ListingResult<ListingProduct> = {
      items: entry.props.page.data,
      total,
      page,
      lastPage,
      sort: 'latest',
      groups,
    };
    return { params: entry.params, props: { meta, state, result, categories: links } };
  });
}
