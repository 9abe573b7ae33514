/**
 * The words of a product page's reviews: the summary, the list and the form. Part of MSG
 * (src/lib/messages.ts spreads it in); the reviews island imports this alone.
 */
export const REVIEW_MSG = {
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
