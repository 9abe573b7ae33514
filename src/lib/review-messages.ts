import { localized } from './i18n/localized';
/**
 * The words of a product page's reviews: the summary, the list and the form. Part of MSG
 * (src/lib/messages.ts spreads it in); the reviews island imports this alone.
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/review-messages.ts holds the Arabic). */
export const REVIEW_WORDS = {
  customerReviews: 'Customer Reviews',
  loadingReviews: 'Loading reviews...',
  averageRating: (rating: string) => `Average rating ${rating} out of 5`,
  outOfFive: (count: number) => `out of 5 (${count} ${count === 1 ? 'review' : 'reviews'})`,
  noReviewsYet: (product: string) => `No reviews yet. Be the first to review ${product}.`,
  verifiedBuyer: 'Verified buyer',
  writeReview: 'Write a Review',
  reviewName: 'Name',
  reviewEmail: 'Email',
  reviewText: 'Review',
  reviewRatingLegend: 'Rating',
  reviewRating: 'Please choose a rating from 1 to 5 stars',
  starsCount: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
  submitReview: 'Submit Review',
  submittingReview: 'Submitting...',
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const REVIEW_MSG = localized('review', REVIEW_WORDS);
