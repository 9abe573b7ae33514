// @ts-check

/**
 * Which built files go inline into the HTML (Vite's assetsInlineLimit, which Astro also asks
 * about each stylesheet). Images and fonts never: they stay cacheable files. A stylesheet under
 * 4 KB goes whole into the pages that use it (no request), except the content pages' (their HTML
 * budget, 8 KB gzip, has no room) and the islands' (Astro would put the toaster's into every page;
 * they load with their island). Every other stylesheet stays a file, each page gets the part of it
 * that its first render needs inlined by the build (src/server/html/critical-css.mjs), and the file loads
 * without blocking that render. With every stylesheet a file instead, all CSS in the build was
 * 27 KB gzip against its 20 KB budget: the same small sheets, counted as files. The product cards'
 * (integrations/shared-stylesheets.mjs) stays a file too: whole in the product page, it styled
 * related pieces on no screen before the stylesheets arrive (0.26 KB of its 12 KB gzip budget).
 * Astro also asks about each component script that imports nothing (the product gallery, the
 * tabs): under 1.5 KB it goes into the page, one request fewer; Astro's CSP hashes it.
 * @param {string} file @param {Buffer} content
 */
export function inlineSmallFiles(file, content) {
  if (file.endsWith('.js')) return content.length < 1536;
  return (
    file.endsWith('.css') &&
    content.length < 4096 &&
    !CONTENT_PAGE_STYLES.test(file) &&
    !ISLAND_STYLES.test(file) &&
    !CARD_STYLES.test(file)
  );
}
const CONTENT_PAGE_STYLES =
  /(^|\/)(content|ContentPage|faq|size-guide|about-us|PolicyButtons|contact-us|_slug_|BlogListing|404)\.[\w-]+\.css$/;
const ISLAND_STYLES = /(^|\/)mount\.[\w-]+\.css$/;
const CARD_STYLES = /(^|\/)card\.[\w-]+\.css$/;
