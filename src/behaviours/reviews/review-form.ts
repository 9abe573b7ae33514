import { toast } from '../../stores/toasts';
import { PAGE_MSG as MSG } from '../../lib/page-messages';
import { ACTION_MSG } from '../../lib/action-messages';
import { submit as sendReview } from '../../lib/api/reviews';

/** The review form of <product-reviews> (./reviews-element.ts), loaded when the shopper reaches it. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The stars up to the chosen rating lit. */
export function showRating(form: HTMLFormElement): void {
  const value = Number(new FormData(form).get('rating') ?? 5);
  for (const option of form.querySelectorAll<HTMLElement>('[data-star]'))
    option.toggleAttribute('data-on', Number(option.dataset.star) <= value);
}

/** Sends the review; the form is cleared once the store has it. */
export async function submitReview(form: HTMLFormElement, productId: number): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  // A second submit while the code loaded: the first one is already sending.
  if (button?.getAttribute('aria-busy') === 'true') return;
  const data = new FormData(form);
  const reviewer = String(data.get('reviewer') ?? '').trim();
  const email = String(data.get('reviewer_email') ?? '').trim();
  const review = String(data.get('review') ?? '').trim();
  const rating = Number(data.get('rating') ?? 5);
  if (!reviewer || !email || !review) {
    toast({ title: ACTION_MSG.reviewMissingTitle, description: ACTION_MSG.reviewMissingBody, variant: 'destructive' });
    return;
  }
  if (!EMAIL.test(email)) {
    toast({ title: ACTION_MSG.validationError, description: ACTION_MSG.emailInvalid, variant: 'destructive' });
    return;
  }
  const status = form.querySelector('[role=status]');
  const label = button?.textContent ?? '';
  if (button) {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    button.textContent = 'Submitting...';
  }
  if (status) status.textContent = '';
  try {
    await sendReview({ product_id: productId, reviewer, reviewer_email: email, review, rating });
    form.reset();
    if (status) status.textContent = ACTION_MSG.reviewSuccess;
    toast({ title: ACTION_MSG.reviewSuccess });
  } catch {
    toast({ title: MSG.error, description: ACTION_MSG.reviewFailed, variant: 'destructive' });
  } finally {
    if (button) {
      button.disabled = false;
      button.removeAttribute('aria-busy');
      button.textContent = label;
    }
  }
}
