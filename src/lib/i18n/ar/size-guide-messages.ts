import type { SIZE_GUIDE_WORDS } from '../../size-guide-messages';
import type { Words } from '../localized';

/** The size guide's words in Arabic (the English ones: src/lib/size-guide-messages.ts). */
export default {
  title: 'دليل المقاسات',
  pageDescription:
    'اعرفي مقاسك: مقاسات الخواتم الأمريكية والبريطانية والأوروبية مع أقطارها، ومقاسات الأساور، وأطوال القلائد، وسُمك مشابك الأقراط، مع نصائح للقياس في البيت.',
  chartsNav: 'جداول المقاسات',
  tabs: { rings: 'الخواتم', bracelets: 'الأساور', necklaces: 'القلائد', earrings: 'الأقراط' },
  ringSizes: 'مقاسات الخواتم',
  braceletSizes: 'مقاسات الأساور',
  braceletFit: 'الراحة: ما تضيفينه إلى مقاس معصمك',
  necklaceLengths: 'أطوال القلائد',
  earringGauge: 'سُمك مشبك القرط',
  earringWeight: 'وزن القرط',
  columns: {
    us: 'أمريكي',
    uk: 'بريطاني',
    eu: 'أوروبي',
    diameterMm: 'القطر (مم)',
    circumferenceMm: 'المحيط (مم)',
    size: 'المقاس',
    wristCm: 'المعصم (سم)',
    braceletCm: 'السوار (سم)',
    fit: 'الراحة',
    addCm: 'أضيفي (سم)',
    style: 'الطراز',
    lengthCm: 'الطول (سم)',
    sits: 'أين تستقر',
    gauge: 'السُّمك',
    thicknessMm: 'السُّمك (مم)',
    weightClass: 'الفئة',
    weight: 'الوزن',
  },
  advice: {
    rings: 'طريقة القياس',
    bracelets: 'طريقة القياس',
    necklaces: 'اختيار الطول',
    earrings: 'اختيار الأقراط',
  },
  askBefore: 'بين مقاسين أو لستِ متأكدة؟',
  askAfter: 'وسنساعدك على الاختيار.',
  contactUs: 'تواصلي معنا',

  dialogLead: 'اعرفي مقاسك، ثم قيسي كما يقيس حرفيّونا.',
  close: 'إغلاق دليل المقاسات',
  jewelryType: 'نوع القطعة',
  stillUnsure: 'ما زلتِ مترددة؟',
} satisfies Words<typeof SIZE_GUIDE_WORDS>;
