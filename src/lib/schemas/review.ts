import * as z from 'zod/mini';
import { plainText, wholeNumber, says } from './zod';
import { MSG } from '../messages';
import { FIELD_MSG } from '../field-messages';

/** Review, as shown: never carries the reviewer's email. */
export const reviewSchema = z.object({
  id: z.int(),
  product_id: z.int(),
  reviewer: z.string(),
  review: z.string(),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  date_created: z.string(),
  verified: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Review submission; the text is stored as given and always rendered as text. */
export const reviewSubmissionSchema = z.object({
  product_id: wholeNumber(z.minimum(1)),
  reviewer: z.string().check(
    plainText(() => MSG.reviewName),
    z.trim(),
    z.minLength(
      1,
      says(() => FIELD_MSG.fieldRequired(MSG.reviewName)),
    ),
    z.maxLength(
      100,
      says(() => FIELD_MSG.fieldTooLong(MSG.reviewName, 100)),
    ),
  ),
  reviewer_email: z.string().check(
    plainText(() => MSG.email),
    z.trim(),
    z.maxLength(
      200,
      says(() => MSG.emailInvalid),
    ),
    z.email(says(() => MSG.emailInvalid)),
  ),
  review: z.string().check(
    plainText(() => MSG.reviewText),
    z.trim(),
    z.minLength(
      1,
      says(() => FIELD_MSG.fieldRequired(MSG.reviewText)),
    ),
    z.maxLength(
      5000,
      says(() => FIELD_MSG.fieldTooLong(MSG.reviewText, 5000)),
    ),
  ),
  rating: z._default(
    wholeNumber(
      z.minimum(
        1,
        says(() => MSG.reviewRating),
      ),
      z.maximum(
        5,
        says(() => MSG.reviewRating),
      ),
    ),
    5,
  ),
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

/** API answers. */
export const reviewsAnswer = z.object({ reviews: z.array(reviewSchema) });
export const reviewSubmitted = z.object({ id: z.int(), status: z.string() });
