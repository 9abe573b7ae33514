/**
 * A listing card's picture is asked for when 10 % of the card is visible, not when the browser's
 * own lazy loading would: Chromium starts that 1,250-2,500 px outside the screen, so every picture
 * of a 24-card listing loaded with the page. Cards render their picture inside <card-picture> with
 * its addresses in data-src / data-srcset (src/components/ProductImage.astro); this script, written
 * once into each page that lists cards (src/components/AfterCards.astro), watches each card and
 * gives its picture the real addresses then. Inline and tiny, so the first rows' pictures start
 * while the page is still being read; cards put in later (a filtered view) are watched as they
 * are connected. Without IntersectionObserver every picture loads at once; without scripts a
 * <noscript> copy shows it.
 */
export const CARD_PICTURES_SCRIPT = `(()=>{const show=c=>{for(const e of c.querySelectorAll("[data-srcset]"))e.srcset=e.dataset.srcset;for(const e of c.querySelectorAll("img[data-src]"))e.src=e.dataset.src},io="IntersectionObserver"in window&&new IntersectionObserver(es=>{for(const e of es)if(e.isIntersecting&&e.intersectionRatio>=.1){io.unobserve(e.target);show(e.target)}},{threshold:.1});customElements.get("card-picture")||customElements.define("card-picture",class extends HTMLElement{connectedCallback(){io?io.observe(this.closest("[data-product-card]")??this):show(this)}})})()`;

/** Share of a card that must be visible before its picture is asked for. */
export const CARD_PICTURE_THRESHOLD = 0.1;
