import type { GIFT_WORDS } from '../../gift-messages';
import type { Words } from '../localized';
import { arabicCount } from './count';

/** Engraving and gift options, in Arabic (the English words: src/lib/gift-messages.ts). */
const characters = (n: number) => arabicCount(n, 'حرف واحد', 'حرفان', 'أحرف', 'حرفًا');

export default {
  optional: '(اختياري)',
  charactersLeft: (left: number, max: number) =>
    left >= 0 ? `تبقّى ${left} من ${max} حرفًا` : `${characters(-left)} زيادة (الحد ${max})`,
  countHint: 'يُحسب الحرف مرة واحدة مع تشكيله أو علاماته.',
  scriptsHint: { latin: 'حروف لاتينية', arabic: 'حروف عربية', both: 'حروف لاتينية أو عربية' } as Record<string, string>,
  engravingRequired: (label: string) => `${label}: يُرجى كتابته؛ فهذه القطعة تُصنع به.`,
  engravingTooLong: (label: string, max: number) => `${label}: ${characters(max)} على الأكثر.`,
  engravingScript: (label: string, letters: string) =>
    `${label}: ${letters} فقط، مع المسافات والفواصل العليا والشرطات.`,
  engravingNoLetter: (label: string) => `${label}: اكتبي حرفًا واحدًا على الأقل.`,
  engravingNotOffered: (name: string) => `${name} لا تُنقش: أضيفيها دون نص.`,
  engravingPriceInvalid: 'يجب أن يكون رقمًا عشريًا مكتوبًا مثل "150.00"',
  engravingPriceEach: (price: string) => `يضيف النقش ${price} إلى سعر كل قطعة.`,
  engravingIncluded: 'النقش مشمول في السعر.',
  engravingNoReturn: 'القطعة المنقوشة تُصنع لكِ وحدكِ، لذا لا يمكن إرجاعها واسترداد ثمنها.',
  returnsPolicy: 'الإرجاع والاسترداد',
  preview: 'هكذا سيبدو',
  personalise: 'تخصيص',
  engravingFallbackLabel: 'النقش',
  giftOptions: 'خيارات الهدية',
  giftWrapPrice: (price: string) => `تغليف الهدية (${price})`,
  giftWrapFree: 'تغليف الهدية (مجانًا)',
  giftWrapHint: 'تُغلَّف في حقيبتنا الكتانية وعلبة الهدايا.',
  giftWrapAtCheckout: (price: string) => `تغليف الهدية متاح عند إتمام الطلب مقابل ${price} للطلب الواحد.`,
  giftWrapFreeAtCheckout: 'تغليف الهدية متاح عند إتمام الطلب مجانًا.',
  giftWrapFailed: 'تعذّر تغيير تغليف الهدية. يُرجى المحاولة مرة أخرى.',
  giftMessage: 'رسالة إلى المُهدى إليه (اختياري)',
  giftMessageHint: (max: number) => `تُكتب على بطاقة داخل الطرد. حتى ${characters(max)}، بأي لغة.`,
  giftMessageTooLong: (max: number) => `يجب ألا تتجاوز رسالة المُهدى إليه ${characters(max)}.`,
  hidePrices: 'إخفاء الأسعار من قائمة محتويات الطرد',
  hidePricesHint: 'يصل الطرد إلى المُهدى إليه دون ذكر ثمنه.',
  gift: 'هدية',
  giftWrapped: 'مغلّفة كهدية',
  giftMessageLabel: 'رسالة إلى المُهدى إليه',
  pricesHidden: 'الأسعار محذوفة من قائمة محتويات الطرد',
} satisfies Words<typeof GIFT_WORDS>;
