import { toast } from '../../stores/toasts';
import { PAGE_MSG as MSG } from '../../lib/page-messages';
import { averageRating, formatRating } from '../../lib/rating';
import type { Review } from '../../lib/schemas/review';
import { reviewList, showRating, starRow } from './render';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * <product-reviews>: enhances the server-rendered reviews section (ProductReviews.astro). The
 * approved reviews load when the section nears the screen; the form submits without a reload.
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
    form?.addEventListener('submit', (e) => void this.submit(e, form, productId));
    form?.addEventListener('change', (e) => {
      if ((e.target as HTMLInputElement).name === 'rating') this.showRating(form);
    });
    form?.addEventListener('reset', () => queueMicrotask(() => this.showRating(form)));
  }

  async load(productId: number) {
    let reviews: Review[];
    let failed = false;
    try {
      reviews = await (await import('../../lib/api/reviews')).list(productId);
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

  showRating(form: HTMLFormElement) {
    const value = Number(new FormData(form).get('rating') ?? 5);
    for (const option of form.querySelectorAll<HTMLElement>('[data-star]'))
      option.toggleAttribute('data-on', Number(option.dataset.star) <= value);
  }

  async submit(event: SubmitEvent, form: HTMLFormElement, productId: number) {
    event.preventDefault();
    const data = new FormData(form);
    const reviewer = String(data.get('reviewer') ?? '').trim();
    const email = String(data.get('reviewer_email') ?? '').trim();
    const review = String(data.get('review') ?? '').trim();
    const rating = Number(data.get('rating') ?? 5);
    if (!reviewer || !email || !review) {
      toast({ title: MSG.reviewMissingTitle, description: MSG.reviewMissingBody, variant: 'destructive' });
      return;
    }
    if (!EMAIL.test(email)) {
      toast({ title: MSG.validationError, description: MSG.emailInvalid, variant: 'destructive' });
      return;
    }
    const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
    const status = form.querySelector('[role=status]');
    const label = button?.textContent ?? '';
    if (button) {
      button.disabled = true;
      button.setAttribute('aria-busy', 'true');
      button.textContent = 'Submitting...';
    }
    if (status) status.textContent = '';
    try {
      await (
        await import('../../lib/api/reviews')
      ).submit({ product_id: productId, reviewer, reviewer_email: email, review, rating });
      form.reset();
      if (status) status.textContent = MSG.reviewSuccess;
      toast({ title: MSG.reviewSuccess });
    } catch {
      toast({ title: MSG.error, description: MSG.reviewFailed, variant: 'destructive' });
    } finally {
      if (button) {
        button.disabled = false;
        button.removeAttribute('aria-busy');
        button.textContent = label;
      }
    }
  }
}

if (!customElements.get('product-reviews')) customElements.define('product-reviews', ProductReviews);
