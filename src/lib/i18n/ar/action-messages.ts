import type { ACTION_WORDS } from '../../action-messages';
import type { Words } from '../localized';
import { arabicCount } from './count';

/** What a click on a browsing page does, in Arabic (the English words: src/lib/action-messages.ts). */
export default {
  addedToCart: 'أُضيفت إلى السلة',
  addedToCartBody: (name: string, cut?: { added: number; left: number }) =>
    !cut
      ? `أُضيفت ${name} إلى سلتك.`
      : cut.added === cut.left
        ? `لم يتبقَّ إلا ${cut.left}: أضفنا ${cut.added} إلى سلتك.`
        : `لم يتبقَّ إلا ${cut.left}: أضفنا ${cut.added} إلى سلتك، فصار فيها كل ما تبقّى (${cut.left}).`,
  addFailed: 'تعذّرت إضافة القطعة إلى السلة. يُرجى المحاولة مرة أخرى.',
  addFailedProductPage: 'تعذّرت إضافة القطعة إلى السلة. يُرجى المحاولة مرة أخرى.',
  choosePieces: 'اختاري عدد ما تريدين من كل قطعة.',
  addedPieces: (n: number) => `أُضيفت ${arabicCount(n, 'قطعة واحدة', 'قطعتان', 'قطع', 'قطعة')} إلى سلتك.`,

  addedToWishlist: 'أُضيفت إلى المفضلة',
  removedFromWishlist: 'أُزيلت من المفضلة',
  wishlistAddFailed: 'تعذّرت الإضافة إلى المفضلة. يُرجى المحاولة مرة أخرى.',
  wishlistRemoveFailed: 'تعذّرت الإزالة من المفضلة. يُرجى المحاولة مرة أخرى.',
  wishlistSavedLocally: 'حُفظت على هذا الجهاز، وستُضاف إلى مفضلتك حين يتاح الاتصال بالمتجر.',

  reviewMissingTitle: 'بيانات ناقصة',
  reviewMissingBody: 'يُرجى ملء كل الحقول',
  reviewSuccess: 'شكرًا على رأيكِ! أُرسل تقييمكِ وسيظهر بعد مراجعته.',
  reviewFailed: 'حدثت مشكلة أثناء إرسال تقييمكِ. يُرجى المحاولة مرة أخرى.',
  validationError: 'خطأ في البيانات',
  emailInvalid: 'يُرجى إدخال بريد إلكتروني صحيح',
  linkCopied: 'نُسخ الرابط!',
} satisfies Words<typeof ACTION_WORDS>;
