import type { PAGE_WORDS } from '../../page-messages';
import type { Words } from '../localized';

/** The browsed pages' words in Arabic (the English ones: src/lib/page-messages.ts). */
export default {
  genericError: 'حدث خطأ',
  rateLimited: 'طلبات كثيرة جدًا. يُرجى المحاولة لاحقًا.',
  unexpectedAnswer: 'أرسل المتجر ردًا غير متوقع.',
  invalidProductId: 'رقم القطعة غير صالح',
  backendUnavailable: 'المتجر غير متاح مؤقتًا. يُرجى المحاولة بعد قليل.',
  retry: 'إعادة المحاولة',
  error: 'خطأ',

  lineEngravingLabel: (label: string) => `${label}: `,

  adding: 'جارٍ الإضافة...',
  addToCart: 'أضيفي إلى السلة',
  outOfStock: 'نفد من المخزون',
  saleBadge: 'تخفيض',
  priceFrom: 'من',
  chooseOption: (option: string) => `اختاري ${option}`,

  cartUpdated: 'تم تحديث السلة',

  addToWishlist: 'أضيفي إلى المفضلة',
  inWishlist: 'في المفضلة',

  sessionExpired: 'انتهت جلستك، يُرجى تسجيل الدخول مرة أخرى',
} satisfies Words<typeof PAGE_WORDS>;
