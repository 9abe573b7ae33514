import { formatLongDate } from '../../lib/dates';
import { stars } from '../../lib/rating';
import { unescapeTransport } from '../../lib/api/sanitize';
import type { Review } from '../../lib/schemas/review';

/** Approved reviews. Every string is rendered as text (React escapes it): markup in a review stays words. */
export default function ReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <ul className="review-list" role="list">
      {reviews.map((r) => (
        <li key={r.id} className="review">
          <div className="review-head">
            <strong className="review-author">{unescapeTransport(r.reviewer)}</strong>
            {r.verified && <span className="badge badge-success">Verified buyer</span>}
          </div>
          <div className="review-meta">
            <StarRow rating={r.rating} />
            <time dateTime={r.date_created}>{formatLongDate(r.date_created)}</time>
          </div>
          <p className="review-text">{unescapeTransport(r.review)}</p>
        </li>
      ))}
    </ul>
  );
}

export function StarRow({ rating, label }: { rating: number; label?: string }) {
  return (
    <span className="review-stars" role="img" aria-label={label ?? `Rated ${rating} out of 5`}>
      {stars(rating).map((s, i) => (
        <svg key={i} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9Z"
            fill={s === 'empty' ? 'none' : 'currentColor'}
            fillOpacity={s === 'half' ? 0.5 : 1}
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      ))}
    </span>
  );
}
