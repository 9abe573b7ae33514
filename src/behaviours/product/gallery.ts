/**
 * The product gallery's thumbnails (src/components/ProductGallery.astro): the build draws the
 * first picture, so nothing here runs before the page's first render; with the product page's
 * script rather than inline in every product page, where it was 0.5 KB of HTML no cache kept.
 */
class ProductGallery extends HTMLElement {
  connectedCallback() {
    this.querySelectorAll<HTMLButtonElement>('[data-thumb]').forEach((btn, i) =>
      btn.addEventListener('click', () => this.show(i)),
    );
  }
  show(i: number) {
    this.querySelectorAll<HTMLElement>('[data-slide]').forEach((s, j) => (s.hidden = j !== i));
    this.querySelectorAll('[data-thumb]').forEach((t, j) => t.setAttribute('aria-pressed', String(j === i)));
  }
  /** Shows the picture of this source (a variant's, when the shopper chooses it). */
  showSource(src: string) {
    const i = [...this.querySelectorAll<HTMLElement>('[data-slide]')].findIndex((s) => s.dataset.src === src);
    if (i >= 0) this.show(i);
  }
}
if (!customElements.get('product-gallery')) customElements.define('product-gallery', ProductGallery);
