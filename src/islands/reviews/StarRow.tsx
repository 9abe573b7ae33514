import { formatRating, stars, STAR_LEFT_HALF_PATH, STAR_PATH } from '../../lib/rating';
import { ISLAND_MSG } from '../../lib/island-messages';

/** Five stars for a rating, with half stars, read out as one image ("Rated 4.5 out of 5"). */
export default function StarRow({ rating, label }: { rating: number; label?: string }) {
  return (
    <span className="review-stars" role="img" aria-label={label ?? ISLAND_MSG.ratedOutOfFive(formatRating(rating))}>
      {stars(rating).map((kind, i) => (
        <svg
          key={i}
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          // A half star fills from where the row starts: its right half on a right-to-left page.
          className={kind === 'half' ? 'icon-dir' : undefined}
        >
          {kind === 'half' && <path d={STAR_LEFT_HALF_PATH} fill="currentColor" />}
          <path
            d={STAR_PATH}
            fill={kind === 'full' ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      ))}
    </span>
  );
}
