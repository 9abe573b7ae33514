import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatLongDate } from '../../lib/dates';
import { list as listReviews } from '../../lib/api/reviews';
import { REVIEW_MSG } from '../../lib/review-messages';
import { averageRating, formatRating } from '../../lib/rating';
import type { Review } from '../../lib/schemas/review';
import ReviewForm from './ReviewForm';
import StarRow from './StarRow';
import './reviews.css';
import { useWordsReady } from '../shared/use-words-ready';

interface Props {
  productId: number;
  productName: string;
  /** The catalogue's rating when the page was built, shown until the store's approved reviews arrive. */
  average: string;
  count: number;
}

/**
 * A product page's reviews: the summary, the approved reviews and the form to write one. Built
 * into the page with the catalogue's rating and "Loading reviews..."; it hydrates as the section
 * nears the screen and reads the approved reviews then. A failed read shows an empty list: the
 * product page stays whole.
 */
export default function Reviews({ productId, productName, average, count }: Props) {
  useWordsReady();
  const [reviews, setReviews] = useState<Review[] | null>(null);
  const section = useRef<HTMLElement>(null);
  /** Where the field she is in was on screen before the list came (null: she is in none). */
  const typingAt = useRef<number | null>(null);

  useEffect(() => {
    let live = true;
    const show = (found: Review[]) => {
      if (!live) return;
      const active = document.activeElement;
      typingAt.current = active && section.current?.contains(active) ? active.getBoundingClientRect().top : null;
      setReviews(found);
    };
    listReviews(productId).then(show, () => show([]));
    return () => {
      live = false;
    };
  }, [productId]);

  // The list arrives above the form: a shopper already in the form keeps her field where it was,
  // rather than see it pushed down the page (off it, on a short screen) as she types.
  useLayoutEffect(() => {
    const before = typingAt.current;
    typingAt.current = null;
    const active = document.activeElement;
    if (before === null || !active) return;
    window.scrollBy({ top: active.getBoundingClientRect().top - before, behavior: 'instant' });
  }, [reviews]);

  const shown = reviews
    ? formatRating(reviews.length ? averageRating(reviews.map((r) => r.rating)) : 0)
    : formatRating(average);
  const total = reviews ? reviews.length : count;
  return (
    <section className="reviews" aria-labelledby="reviews-title" ref={section}>
      <h2 id="reviews-title">{REVIEW_MSG.customerReviews}</h2>
      <p className="reviews-summary">
        <StarRow rating={Number(shown)} label={REVIEW_MSG.averageRating(shown)} />
        <span>
          <strong>{shown}</strong> {REVIEW_MSG.outOfFive(total)}
        </span>
      </p>
      <div>
        {reviews === null ? (
          <p className="reviews-loading">{REVIEW_MSG.loadingReviews}</p>
        ) : reviews.length === 0 ? (
          <p>{REVIEW_MSG.noReviewsYet(productName)}</p>
        ) : (
          <ul className="review-list" role="list">
            {reviews.map((r) => (
              <li key={r.id} className="review">
                <div className="review-head">
                  <strong className="review-author">{r.reviewer}</strong>
                  {r.verified && <span className="badge badge-success">{REVIEW_MSG.verifiedBuyer}</span>}
                </div>
                <div className="review-meta">
                  <StarRow rating={r.rating} />
                  <time dateTime={r.date_created}>{formatLongDate(r.date_created)}</time>
                </div>
                <p className="review-text">{r.review}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ReviewForm productId={productId} />
    </section>
  );
}
