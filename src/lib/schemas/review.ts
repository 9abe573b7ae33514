import { z } from 'zod';

/** Review (spec §3), as shown: never carries the reviewer's email. */
export const reviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  reviewer: z.string(),
  review: z.string(),
  rating: z.number().int().min(1).max(5),
  date_created: z.string(),
  verified: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Review submission; the text is stored as given and always rendered as text. */
export const reviewSubmissionSchema = z.object({
  product_id: z.coerce.number().int().min(1),
  reviewer: z.string().trim().min(1).max(100),
  reviewer_email: z.string().trim().email().max(200),
  review: z.string().trim().min(1).max(5000),
  rating: z.coerce.number().int().min(1).max(5).default(5),
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;
