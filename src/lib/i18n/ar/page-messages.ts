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
  salePrice: 'السعر بعد التخفيض:',
  regularPrice: 'السعر قبل التخفيض:',
  inStock: 'متوفرة',
  onBackorder: 'متاحة للطلب المسبق',
  lowStock: (left: number) =>
    `كمية محدودة (${left === 1 ? 'بقيت قطعة واحدة' : left === 2 ? 'بقيت قطعتان' : `بقي ${left}`})`,
  ratedOutOfFive: (rating: string) => `التقييم ${rating} من 5`,
  // One and two by the noun alone, three to ten its plural, eleven to ninety-nine its singular.
  reviewCount: (n: number) =>
    `(${
      n === 0
        ? 'لا تقييمات'
        : n === 1
          ? 'تقييم واحد'
          : n === 2
            ? 'تقييمان'
            : n % 100 >= 3 && n % 100 <= 10
              ? `${n} تقييمات`
              : n % 100 >= 11
                ? `${n} تقييمًا`
                : `${n} تقييم`
    })`,
  addToCartOf: (name: string) => `أضيفي إلى السلة: ${name}`,
  soldOutOf: (name: string) => `${name} نفدت من المخزون`,
  chooseOption: (option: string) => `اختاري ${option}`,

  cartUpdated: 'تم تحديث السلة',

  addToWishlist: 'أضيفي إلى المفضلة',
  inWishlist: 'في المفضلة',

  sessionExpired: 'انتهت جلستك، يُرجى تسجيل الدخول مرة أخرى',
} satisfies Words<typeof PAGE_WORDS>;
