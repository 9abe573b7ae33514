import { currentLocale } from './current';
import { pathIn } from './locales';

/**
 * An address of the shop in the language of the page being made or run: '/product/101' on an
 * Arabic page is '/ar/product/101'. Every link a shopper follows from a page goes through it, so
 * she stays in her language from page to page.
 */
export const localHref = (path: string): string => pathIn(currentLocale(), path);
