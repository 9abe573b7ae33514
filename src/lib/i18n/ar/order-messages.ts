import type { ORDER_WORDS } from '../../order-messages';
import type { Words } from '../localized';

/** A placed order's words in Arabic (the English ones: src/lib/order-messages.ts). */
export default {
  milestoneCurrent: 'الخطوة الحالية',
  milestoneDone: 'تمت',
  milestoneAhead: 'لم تأتِ بعد',
  statusChangedTo: (status: string) => `تغيّرت الحالة إلى ${status}`,
  orderNumbered: (number: string) => `الطلب #${number}`,
  comma: '، ',

  billingEmail: 'البريد الإلكتروني للفاتورة',
  trackOrder: 'تتبّع الطلب',
  tracking: 'جارٍ التتبّع...',
  trackAnOrder: 'تتبّعي طلبًا',
} satisfies Words<typeof ORDER_WORDS>;
