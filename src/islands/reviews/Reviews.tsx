import { useEffect, useId, useState, type SubmitEvent } from 'react';
import ErrorBoundary from '../shared/ErrorBoundary';
import ReviewList, { StarRow } from './ReviewList';
import { toast } from '../../stores/toasts';
import { MSG } from '../../lib/messages';
import { averageRating, formatRating } from '../../lib/rating';
import type { Review } from '../../lib/schemas/review';
import './reviews.css';

interface Props {
  productId: number;
  productName: string;
  /** What the build knows, shown until the live list arrives. */
  average: string;
  count: number;
}

/** Reviews section of the product page (client:visible): the approved reviews and the review form. */
export default function Reviews(props: Props) {
  return (
    <ErrorBoundary name="reviews">
      <ReviewsSection {...props} />
    </ErrorBoundary>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function ReviewsSection({ productId, productName, average, count }: Props) {
  const [reviews, setReviews] = useState<Review[] | null>(null);
  const [rating, setRating] = useState(5);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState('');
  const id = useId();

  useEffect(() => {
    let live = true;
    import('./api')
      .then((api) => api.list(productId))
      // Spec §8: a failed fetch shows an empty list, not an error.
      .catch(() => [] as Review[])
      .then((list) => live && setReviews(list));
    return () => {
      live = false;
    };
  }, [productId]);

  const shownCount = reviews ? reviews.length : count;
  const shownAverage = reviews ? (reviews.length ? formatRating(averageRating(reviews.map((r) => r.rating))) : '0.0') : formatRating(average);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const reviewer = String(data.get('reviewer') ?? '').trim();
    const email = String(data.get('reviewer_email') ?? '').trim();
    const review = String(data.get('review') ?? '').trim();
    if (!reviewer || !email || !review) {
      toast({ title: MSG.reviewMissingTitle, description: MSG.reviewMissingBody, variant: 'destructive' });
      return;
    }
    if (!EMAIL.test(email)) {
      toast({ title: MSG.validationError, description: MSG.emailInvalid, variant: 'destructive' });
      return;
    }
    setSending(true);
    setStatus('');
    try {
      const api = await import('./api');
      await api.submit({ product_id: productId, reviewer, reviewer_email: email, review, rating });
      form.reset();
      setRating(5);
      setStatus(MSG.reviewSuccess);
      toast({ title: MSG.reviewSuccess });
    } catch {
      toast({ title: MSG.error, description: MSG.reviewFailed, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="reviews" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Customer Reviews</h2>
      <p className="reviews-summary">
        <StarRow rating={Number(shownAverage)} label={`Average rating ${shownAverage} out of 5`} />
        <span>
          <strong>{shownAverage}</strong> out of 5 ({shownCount} {shownCount === 1 ? 'review' : 'reviews'})
        </span>
      </p>
      {reviews === null ? (
        <p className="reviews-loading">Loading reviews...</p>
      ) : reviews.length === 0 ? (
        <p>No reviews yet. Be the first to review {productName}.</p>
      ) : (
        <ReviewList reviews={reviews} />
      )}

      <form className="review-form" onSubmit={submit} noValidate aria-labelledby={`${id}-form-title`}>
        <h3 id={`${id}-form-title`}>Write a Review</h3>
        <div className="review-fields">
          <label>
            Name
            <input className="input" name="reviewer" autoComplete="name" maxLength={100} required />
          </label>
          <label>
            Email
            <input className="input" name="reviewer_email" type="email" autoComplete="email" maxLength={200} required />
          </label>
        </div>
        <fieldset className="rating-input">
          <legend>Rating</legend>
          <div className="rating-stars">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="rating-option" data-on={n <= rating || undefined}>
                <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} />
                <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                  <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9Z" stroke="currentColor" strokeWidth="1.5" />
                </svg>
                <span className="visually-hidden">
                  {n} {n === 1 ? 'star' : 'stars'}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <label>
          Review
          <textarea className="textarea" name="review" rows={4} maxLength={5000} required />
        </label>
        <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Submitting...' : 'Submit Review'}
        </button>
        <p role="status" className="review-status">
          {status}
        </p>
      </form>
    </section>
  );
}
