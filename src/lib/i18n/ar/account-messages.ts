import type { ACCOUNT_WORDS } from '../../account-messages';
import type { Words } from '../localized';

/** Her account's words in Arabic (the English ones: src/lib/account-messages.ts). */
export default {
  loadingAccount: 'جارٍ تحميل حسابك...',
  signingOut: 'جارٍ تسجيل الخروج...',
  guestName: 'ضيفتنا',
  myAccount: 'حسابي',
  tabs: { dashboard: 'لوحة الحساب', orders: 'الطلبات', wishlist: 'المفضلة', settings: 'الإعدادات' },
  logOut: 'تسجيل الخروج',

  hello: (name: string) => `أهلًا، ${name}!`,
  dashboardIntro: 'من لوحة حسابك تتابعين طلباتك الأخيرة، وتحتفظين بقائمة مفضلاتك، وتعدّلين بيانات حسابك.',
  recentOrders: 'أحدث الطلبات',
  accountDetails: 'بيانات الحساب',
  name: 'الاسم',
  editAccountDetails: 'تعديل بيانات الحساب',

  yourOrders: 'طلباتك',
  orderColumns: { order: 'الطلب', date: 'التاريخ', status: 'الحالة', total: 'الإجمالي', actions: 'الإجراءات' },
  view: 'عرض',
  viewOrder: (number: string) => `عرض الطلب #${number}`,

  remove: 'إزالة',
  removeFromWishlist: (name: string) => `إزالة ${name} من المفضلة`,
  forPiece: (action: string, name: string) => `${action}: ${name}`,
} satisfies Words<typeof ACCOUNT_WORDS>;
