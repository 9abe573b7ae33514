import type { Product } from '../../../lib/schemas/product';
import { dateMs, isoSeconds } from '../../../lib/dates';

/** Sample reviews seeded (approved) for rated catalogue products, so a fresh shop's review lists are not empty. */
export const SAMPLE_REVIEWS: readonly { reviewer: string; email: string; review: string; rating: number }[] = [
  {
    reviewer: 'Mariam H.',
    email: 'mariam@example.com',
    review: 'Beautiful craftsmanship, it looks even better in person. Arrived well packed.',
    rating: 5,
  },
  {
    reviewer: 'Omar K.',
    email: 'omar@example.com',
    review: 'Bought it as a gift for my wife and she loves it. The detail is lovely.',
    rating: 5,
  },
  {
    reviewer: 'Nour A.',
    email: 'nour@example.com',
    review: 'Very pretty and comfortable to wear every day. Delivery took a little longer than expected.',
    rating: 4,
  },
  {
    reviewer: 'Sarah L.',
    email: 'sarah@example.com',
    review: 'Exactly as pictured. The finish is smooth and the clasp feels sturdy.',
    rating: 5,
  },
  {
    reviewer: 'Youssef M.',
    email: 'youssef@example.com',
    review: 'Good quality for the price. I would order again.',
    rating: 4,
  },
  {
    reviewer: 'Laila F.',
    email: 'laila@example.com',
    review: 'A true piece of Egyptian heritage. I get compliments every time I wear it.',
    rating: 5,
  },
];

type Rated = Pick<Product, 'id' | 'rating_count' | 'average_rating' | 'date_created'>;
export interface SeedReview {
  reviewer: string;
  email: string;
  review: string;
  rating: number;
  verified: boolean;
  date_created: string;
}

/** As the embedded store writes dates: UTC, to the second, with the zone (see context.ts). */
const iso = isoSeconds;

/**
 * The approved reviews a fresh embedded store holds for a product: a few samples for a product
 * the catalogue marks as rated, none otherwise. The catalogue's own rating figures only choose
 * them; the product's rating is these reviews (see sampleRating), so the page the build makes
 * and the store's reviews agree. Choosing again from its own result gives the same reviews.
 */
export function sampleReviewsFor(p: Rated): SeedReview[] {
  if (p.rating_count <= 0) return [];
  const rating = Math.max(1, Math.min(5, Math.round(Number(p.average_rating)) || 5));
  const created = dateMs(p.date_created);
  return SAMPLE_REVIEWS.filter((_, i) => (i + p.id) % 3 === 0)
    .slice(0, Math.min(3, p.rating_count))
    .map((r, i) => ({
      reviewer: r.reviewer,
      email: r.email,
      review: r.review,
      rating,
      verified: i % 2 === 0,
      date_created: iso(created + (i + 1) * 86_400_000 * 7),
    }));
}

/** The rating of a fresh store's approved reviews for the product: what its page shows until reviews change. */
export function sampleRating(p: Rated): Pick<Product, 'average_rating' | 'rating_count'> {
  const reviews = sampleReviewsFor(p);
  const average = reviews.length ? reviews.reduce((s, r) => s + r.rating, 0) / reviews.length : 0;
  return { average_rating: average.toFixed(2), rating_count: reviews.length };
}
