import type { CART_WORDS } from '../../cart-messages';
import type { Words } from '../localized';
import { formatCount } from '../numbers';

/** The cart's words in Arabic (the English ones: src/lib/cart-messages.ts). */
export default {
  loadingCart: 'جارٍ تحميل سلتك...',
  cartEmpty: 'سلتك فارغة',
  continueShopping: 'متابعة التسوق',
  itemRemoved: 'تمت إزالة القطعة',
  lineReduced: (from: number, to: number) =>
    `لم يتبقَّ في المخزون إلا ${formatCount(to)}: غيّرنا الكمية من ${formatCount(from)} إلى ${formatCount(to)}.`,
  shippingCalculatedAtCheckout: 'يُحسب عند إتمام الطلب',
  noShippingNeeded: 'لا شيء: لا يوجد ما يُشحن',
  cartDrawerTitle: 'سلتك',
  cartDrawerClose: 'إغلاق السلة',
  cartItems: (n: number) =>
    n === 1 ? 'قطعة واحدة' : n === 2 ? 'قطعتان' : n <= 10 ? `${formatCount(n)} قطع` : `${formatCount(n)} قطعة`,
  subtotal: 'المجموع الفرعي',
  shipping: 'الشحن',
  checkout: 'إتمام الطلب',
  viewCart: 'عرض السلة',
  remove: 'إزالة',
  removeFromCart: (line: string) => `إزالة ${line} من السلة`,
  quantityOf: (line: string) => `كمية ${line}`,
  decreaseQuantity: (line: string) => `تقليل كمية ${line}`,
  increaseQuantity: (line: string) => `زيادة كمية ${line}`,
  cartCleared: 'تم إفراغ السلة',

  cartLinesCaption: 'القطع في سلتك',
  cartColumns: { product: 'القطعة', price: 'السعر', quantity: 'الكمية', subtotal: 'المجموع الفرعي' },
  clearCart: 'إفراغ السلة',
  cartSummaryTitle: 'ملخص الطلب',
  proceedToCheckout: 'المتابعة لإتمام الطلب',

  discountCode: 'كود الخصم',

  shippingBy: (method: string) => `الشحن (${method})`,
  tax: 'الضريبة',
  total: 'الإجمالي',
  discountLine: (code: string) => `خصم (${code})`,
  freeShippingLine: (code: string) => `شحن مجاني (${code})`,
  freeShipping: 'مجاني',
  giftWrap: 'تغليف الهدية',
  free: 'مجاني',
  // The left-to-right mark keeps the sign on the left of its Western digits in right-to-left text
  // ("−217.50 ج.م", not "217.50− ج.م"), as Intl writes a negative amount.
  minus: (amount: string) => `\u200e−${amount}`,
  haveACode: 'لديكِ كود خصم؟',
  applyCode: 'تطبيق',
  applyingCode: 'جارٍ التطبيق…',
  removeCode: (code: string) => `إزالة الكود ${code}`,
  removeCodeShort: 'إزالة',
  codeAppliedTitle: 'تم تطبيق الكود',
  codeRemovedTitle: 'تمت إزالة الكود',
  codeApplied: (code: string) => `تم تطبيق ${code} على سلتك.`,
  codeRemoved: (code: string) => `تمت إزالة ${code} من سلتك.`,
  appliedCodes: 'الأكواد المطبقة على سلتك',
  waitingCodes: 'أكواد تنتظر سلتك',
  stopWaitingFor: (code: string) => `عدم انتظار ${code}`,
  enterCode: 'أدخلي كودًا.',
} satisfies Words<typeof CART_WORDS>;
