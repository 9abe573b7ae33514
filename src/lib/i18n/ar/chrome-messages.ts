import type { CHROME_WORDS } from '../../chrome-messages';
import type { Words } from '../localized';

/** Every page's frame in Arabic (the English words: src/lib/chrome-messages.ts). */
export default {
  skipToContent: 'تخطَّي إلى المحتوى',
  siteTitle: (brand: string) => `${brand} | حُليّ مصرية مصنوعة يدويًا`,
  siteDescription:
    'إكسسوارات وحُليّ أنيقة للمرأة المصرية العصرية: مجموعات من القلادات والخواتم والأساور والأقراط مصنوعة يدويًا.',
  home: 'الرئيسية',

  homeOf: (brand: string) => `${brand}: الصفحة الرئيسية`,
  collections: 'المجموعات',
  shopAll: 'تسوّقي الكل',
  cart: 'السلة',
  cartHolding: (items: string) => `السلة، ${items}`,
  signIn: 'تسجيل الدخول',
  myAccount: 'حسابي',

  browseCollections: 'تصفّحي المجموعات',
  close: 'إغلاق',
  collectionsOnPhone: 'المجموعات (الجوال)',
  allJewelry: 'كل الحُليّ',

  tagline: 'حُليّ مصرية مصنوعة يدويًا في ورشتنا بالقاهرة، للمرأة المصرية العصرية.',
  socialMedia: 'وسائل التواصل الاجتماعي',
  brandOn: (brand: string, network: string) => `${brand} على ${network}`,
  emailTo: (address: string) => `راسلينا على ${address}`,
  footerColumns: { shop: 'المتجر', company: 'عن نفرتاري', care: 'خدمة العملاء' },
  footerLinks: {
    allJewelry: 'كل الحُليّ',
    necklaces: 'القلادات',
    rings: 'الخواتم',
    bracelets: 'الأساور',
    earrings: 'الأقراط',
    ourStory: 'قصتنا',
    craftsmanship: 'الحِرفة',
    sustainability: 'الاستدامة',
    journal: 'المدوّنة',
    storeSetup: 'إعداد المتجر',
    contactUs: 'تواصلي معنا',
    faq: 'الأسئلة الشائعة',
    sizeGuide: 'دليل المقاسات',
    shippingInfo: 'معلومات الشحن',
    returnsRefunds: 'الاسترجاع والاسترداد',
    trackOrder: 'تتبّعي طلبك',
    privacyPolicy: 'سياسة الخصوصية',
    termsOfService: 'شروط الخدمة',
  },
  rights: (year: number, brand: string) => `© ${year} ${brand}. جميع الحقوق محفوظة. الأسعار بالجنيه المصري.`,
  storeStatus: 'حالة المتجر',

  newsletterTitle: 'انضمّي إلى دائرتنا',
  newsletterBody: 'مجموعات جديدة وحكايات من الورشة وعروض خاصة، مرات قليلة في الشهر.',
  emailAddress: 'البريد الإلكتروني',
  yourEmailAddress: 'بريدك الإلكتروني',
  subscribe: 'اشتركي',
} satisfies Words<typeof CHROME_WORDS>;
