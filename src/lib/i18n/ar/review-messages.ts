import type { REVIEW_WORDS } from '../../review-messages';
import type { Words } from '../localized';
import { arabicCount } from './count';

/** A product page's reviews, in Arabic (the English words: src/lib/review-messages.ts). */
export default {
  customerReviews: 'آراء العميلات',
  loadingReviews: 'جارٍ تحميل الآراء...',
  averageRating: (rating: string) => `متوسط التقييم ${rating} من 5`,
  outOfFive: (count: number) => `من 5 (${arabicCount(count, 'رأي واحد', 'رأيان', 'آراء', 'رأيًا')})`,
  noReviewsYet: (product: string) => `لا آراء بعد. كوني أول من يقيّم ${product}.`,
  verifiedBuyer: 'مشترية موثّقة',
  writeReview: 'اكتبي رأيكِ',
  reviewName: 'الاسم',
  reviewEmail: 'البريد الإلكتروني',
  reviewText: 'رأيكِ',
  reviewRatingLegend: 'التقييم',
  reviewRating: 'يُرجى اختيار تقييم من نجمة واحدة إلى 5 نجوم',
  starsCount: (n: number) => arabicCount(n, 'نجمة واحدة', 'نجمتان', 'نجوم', 'نجمة'),
  submitReview: 'إرسال الرأي',
  submittingReview: 'جارٍ الإرسال...',
} satisfies Words<typeof REVIEW_WORDS>;
