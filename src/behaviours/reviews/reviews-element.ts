import { averageRating, formatRating } from '../../lib/rating';
import type { Review } from '../../lib/schemas/review';
import { reviewList, showRating, starRow } from './render';
// Static: the call shares the listings' chunk, which the page loads anyway (a dynamic import of
// it only built a namespace object, and so loaded Rolldown's runtime file).
import { list as listReviews } from '../../lib/api/reviews';

/**
 * <product-reviews>: enhances the server-rendered reviews section (ProductReviews.astro). The
 * approved reviews load when the section nears the screen; the form submits without a reload,
 * its code (./review-form.ts) loaded when the shopper first reaches the form.
 * Plain DOM, not React: the product page stays within its JavaScript budget.
 */
class ProductReviews extends HTMLElement {
  connectedCallback() {
    const productId = Number(this.dataset.productId);
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        void this.load(productId);
      },
      { rootMargin: '300px' },
    );
    seen.observe(this);
    const form = this.querySelector<HTMLFormElement>('form');
    if (!form) return;
    let code: Promise<typeof import('./review-form')> | undefined;
    const load = () => (code ??= import('./review-form'));
    const then = (act: (m: Awaited<ReturnType<typeof load>>) => unknown) =>
      void load().then(act, () => (code = undefined)); // not loaded (offline): the next event tries again
    // Focus comes before any typing, choice or submit: the code is there by the time it is needed.
    form.addEventListener('focusin', () => then(() => undefined), { once: true });
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      then((m) => m.submitReview(form, productId));
    });
    form.addEventListener('change', (e) => {
      if ((e.target as HTMLInputElement).name === 'rating') then((m) => m.showRating(form));
    });
    form.addEventListener('reset', () => queueMicrotask(() => then((m) => m.showRating(form))));
  }

  async load(productId: number) {
    let reviews: Review[];
    let failed = false;
    try {
      reviews = await listReviews(productId);
    } catch {
      // A failed fetch shows an empty list, not an error: the product page stays whole.
      reviews = [];
      failed = true;
    }
    const average = reviews.length ? formatRating(averageRating(reviews.map((r) => r.rating))) : '0.0';
    const summary = this.querySelector('[data-summary]');
    if (summary) {
      const text = document.createElement('span');
      const strong = document.createElement('strong');
      strong.textContent = average;
      text.append(strong, ` out of 5 (${reviews.length} ${reviews.length === 1 ? 'review' : 'reviews'})`);
      summary.replaceChildren(starRow(Number(average), `Average rating ${average} out of 5`), text);
    }
    // The stars beside the product's name count the same approved reviews.
    if (!failed)
      for (const el of document.querySelectorAll(`[data-product-rating][data-id="${productId}"]`))
        showRating(el, average, reviews.length);
    const slot = this.querySelector('[data-review-list]');
    if (!slot) return;
    if (reviews.length === 0) {
      const empty = document.createElement('p');
      empty.textContent = `No reviews yet. Be the first to review ${this.dataset.productName ?? 'this piece'}.`;
      slot.replaceChildren(empty);
    } else slot.replaceChildren(reviewList(reviews));
  }
}

if (!customElements.get('product-reviews')) customElements.define('product-reviews', ProductReviews);

// The store's live rating beside the product's name, once the page is idle (../cart/live-stock.ts).
for (const el of document.querySelectorAll('[data-product-rating]'))
  el.addEventListener('live-rating', (event) => {
    const { average, count } = (event as CustomEvent<{ average: string; count: number }>).detail;
    showRating(el, average, count);
  });
