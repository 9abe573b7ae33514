import type { SCREEN_WORDS } from '../../screen-messages';
import type { Words } from '../localized';

/** The shop's own screens in Arabic (the English words: src/lib/screen-messages.ts). */
export default {
  product: {
    breadcrumb: 'مسار التصفح',
    picturesOf: (name: string) => `صور ${name}`,
    showPicture: (n: number, of: number, alt: string) => `عرض الصورة ${n} من ${of}: ${alt}`,
    share: 'مشاركة',
    recentlyViewed: 'شاهدتِها مؤخرًا',
    clearRecentlyViewed: 'مسح الكل',
    sizeGuide: 'دليل المقاسات',
    sku: 'رمز القطعة',
    category: 'القسم',
    categories: 'الأقسام',
    tags: 'الوسوم',
    quantity: 'الكمية',
    tabs: 'معلومات القطعة',
    description: 'الوصف',
    details: 'التفاصيل',
    shipping: 'الشحن',
    dimensions: 'الأبعاد',
    inCentimetres: (size: string) => `${size} سم`,
    weight: 'الوزن',
    inGrams: (weight: string) => `${weight} جم`,
    shippingTimes:
      'نجهّز الطلبات في ورشتنا بالقاهرة ونشحنها خلال يوم إلى يومَي عمل. يستغرق التوصيل العادي من 3 إلى 5 أيام عمل داخل مصر، ومن 7 إلى 14 يوم عمل خارجها.',
    shippingCost: (price: string) => `رسوم الشحن ثابتة: ${price} للطلب، تُضاف عند إتمام الطلب.`,
    shippingSee: { before: 'للتفاصيل، اطّلعي على', between: 'وعلى', after: '.' },
    shippingInfo: 'معلومات الشحن',
    returnsRefunds: 'الاسترجاع والاسترداد',
    related: 'قد يعجبك أيضًا',
  },

  notFound: {
    title: 'الصفحة غير موجودة',
    description: 'الصفحة التي تبحثين عنها غير موجودة.',
    lead: 'ربما نُقلت الصفحة التي تبحثين عنها أو لم تعد موجودة.',
    pieceGone: (heading: string) => `${heading}: لم تعد هذه القطعة في مجموعتنا.`,
    goBack: 'العودة للخلف',
  },

  cart: {
    title: 'سلة التسوق',
    description: 'راجعي القطع في سلتك قبل إتمام الطلب.',
    noScript: 'تحتاج سلتك إلى JavaScript لتظهر. يُرجى تفعيله، أو',
    continueShopping: 'متابعة التسوق',
  },
  checkout: {
    title: 'إتمام الطلب',
    description: 'أدخلي عنوانك، واختاري الشحن والدفع، ثم أكّدي طلبك.',
    lead: 'ثلاث خطوات قصيرة: عنوانك، ثم طريقة الشحن، ثم طريقة الدفع. ترين خيارات الشحن المتاحة لعنوانك، والمبلغ الذي ستدفعينه بالضبط، قبل تأكيد الطلب.',
    noScript: 'يحتاج إتمام الطلب إلى JavaScript لتحميل سلتك وتأكيد طلبك. يُرجى تفعيله وإعادة تحميل الصفحة، أو',
    continueShopping: 'متابعة التسوق',
  },
  login: {
    title: 'تسجيل الدخول',
    description: 'سجّلي الدخول إلى حسابك في نفرتاري لتتابعي طلباتك وتحتفظي بقائمة مفضلتك.',
    noScript: 'يحتاج تسجيل الدخول إلى JavaScript. يُرجى تفعيله وإعادة تحميل الصفحة.',
  },
  register: {
    title: 'إنشاء حساب',
    description: 'أنشئي حسابًا في نفرتاري لتتابعي طلباتك وتحتفظي بقائمة مفضلة.',
    noScript: 'يحتاج إنشاء الحساب إلى JavaScript. يُرجى تفعيله وإعادة تحميل الصفحة.',
  },
  forgotPassword: {
    title: 'نسيتِ كلمة المرور',
    description: 'إعادة تعيين كلمة مرور حسابك في نفرتاري.',
    noScript: 'تحتاج إعادة تعيين كلمة المرور إلى JavaScript. يُرجى تفعيله وإعادة تحميل الصفحة.',
  },
  confirmEmail: {
    title: 'تأكيد بريدك الإلكتروني',
    description: 'تأكيد البريد الإلكتروني لحسابك في نفرتاري.',
    noScript: 'يحتاج تأكيد بريدك الإلكتروني إلى JavaScript. يُرجى تفعيله وإعادة تحميل الصفحة.',
  },
  account: {
    title: 'حسابي',
    description: 'حسابك في نفرتاري: الطلبات والمفضلة والإعدادات.',
    noScript: 'يحتاج حسابك إلى JavaScript. يُرجى تفعيله وإعادة تحميل الصفحة.',
  },
  orderTracking: {
    title: 'تتبّعي طلبك',
    description: 'أدخلي رقم طلبك والبريد الإلكتروني الذي طلبتِ به لتعرفي أين وصل طلبك.',
    lead: 'أدخلي رقم الطلب الوارد في رسالة التأكيد والبريد الإلكتروني الذي طلبتِ به.',
  },
  orderConfirmation: {
    title: 'تأكيد الطلب',
    description: 'طلبك وحالته وتفاصيله.',
  },
} satisfies Words<typeof SCREEN_WORDS>;
