import type { SIZE_GUIDE_WORDS } from '../../size-guide-messages';
import type { Words } from '../localized';

/** The size guide's words in Arabic (the English ones: src/lib/size-guide-messages.ts). */
export default {
  title: 'دليل المقاسات',
  askAfter: 'وسنساعدك على الاختيار.',
  contactUs: 'تواصلي معنا',

  dialogLead: 'اعرفي مقاسك، ثم قيسي كما يقيس حرفيّونا.',
  close: 'إغلاق دليل المقاسات',
  jewelryType: 'نوع القطعة',
  stillUnsure: 'ما زلتِ مترددة؟',
} satisfies Words<typeof SIZE_GUIDE_WORDS>;
