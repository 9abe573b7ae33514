import type { EDITORIAL_WORDS } from '../../editorial-messages';
import type { Words } from '../localized';

/** The words around the editorial content, in Arabic (the English ones: src/lib/editorial-messages.ts). */
export default {
  home: 'الرئيسية',
  lastUpdated: 'آخر تحديث',
  contactUs: 'تواصلي معنا',

  continue: 'تابعي',
  shopTheCollection: 'تسوّقي المجموعة',

  getHelp: 'المساعدة',
  readTheFaq: 'الأسئلة الشائعة',
  trackYourOrder: 'تتبّع طلبك',

  shippingOptions: 'خيارات الشحن',
  destination: 'الوجهة',
  method: 'طريقة الشحن',
  cost: 'التكلفة',
  deliveryTime: 'مدة التوصيل',

  faqTitle: 'الأسئلة الشائعة',
  faqDescription:
    'إجابات عن الطلب والشحن والدفع والعناية بالمجوهرات والمقاسات والإرجاع وحسابك في نفرتاري. لم تجدي ما تبحثين عنه؟ فريقنا يسعد بمساعدتك.',
  stillHaveQuestions: 'هل لديكِ سؤال آخر؟',
  supportAnswers: (hours: string) => `يرد فريق خدمة العملاء بالعربية والإنجليزية، ${hours}.`,
  emailAddress: (email: string) => `راسلينا على ${email}`,

  contactDescription:
    'زوري ورشتنا في خان الخليلي، أو اتصلي بفريق خدمة العملاء أو راسليه، أو اتركي لنا رسالة. نرد بالعربية والإنجليزية.',
  getInTouch: 'للتواصل معنا',
  visitUs: 'زورينا',
  callUs: 'اتصلي بنا',
  whatsApp: 'واتساب',
  email: 'البريد الإلكتروني',
  storeHours: 'مواعيد المتجر',
  customerSupport: 'خدمة العملاء',
  supportHours: (hours: string) => `${hours}، بالعربية والإنجليزية.`,
  followUs: 'تابعينا',
  sendUsAMessage: 'أرسلي لنا رسالة',
  sendMessage: 'إرسال الرسالة',
  formNeedsScript: 'يحتاج هذا النموذج إلى تفعيل JavaScript. ويمكنك أيضًا مراسلتنا على',
  findOurWorkshop: 'طريقك إلى ورشتنا',
  mapAlt: (address: string) =>
    `خريطة منطقة خان الخليلي في القاهرة القديمة: ورشة نفرتاري في ${address}، في شارع المعز بين سوق خان الخليلي ومسجد الحسين، شمال شارع الأزهر.`,

  journal: 'المدونة',
  journalDescription:
    'حكايات من ورشة نفرتاري: تراث الحُلي المصرية، وأسرار الصنعة، وأدلة العناية، والمجموعات الجديدة، وأفكار للتنسيق.',
  journalEyebrow: 'مدونة نفرتاري',
  journalHeading: 'حكايات من الصنعة المصرية',
  journalLead: 'تراث وصنعة وعناية بالمجوهرات ونصائح للتنسيق، من ورشتنا في القاهرة.',
  searchArticles: 'ابحثي في المقالات',
  search: 'بحث',
  journalFilters: 'تصفية المدونة',
  categories: 'الأقسام',
  latestArticles: 'أحدث المقالات',
  categoryTitle: (category: string) => `مقالات ${category}`,
  categoryDescription: (category: string) =>
    `مقالات ${category} من مدونة نفرتاري: حكايات ونصائح من ورشتنا للمجوهرات المصرية المصنوعة يدويًا في القاهرة.`,
  categoryNames: {
    'History & Heritage': 'التاريخ والتراث',
    Sustainability: 'الاستدامة',
    'Product Care': 'العناية بالقطع',
    Collections: 'المجموعات',
    'Style & Trends': 'الأناقة والموضة',
  },
  writtenIn: { en: 'بالإنجليزية', ar: 'بالعربية' },
  tags: 'الوسوم',
  moreArticles: 'مقالات أخرى',
  previousArticle: 'المقال السابق',
  nextArticle: 'المقال التالي',
  backToTheJournal: 'العودة إلى المدونة',
} satisfies Words<typeof EDITORIAL_WORDS>;
