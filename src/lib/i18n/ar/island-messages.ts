import type { ISLAND_WORDS } from '../../island-messages';
import type { Words } from '../localized';

/** The islands' shared words in Arabic (the English ones: src/lib/island-messages.ts). */
export default {
  notification: 'إشعار',
  notifications: 'الإشعارات ({hotkey})',
  closeNotification: 'إغلاق الإشعار',

  salePrice: 'السعر بعد التخفيض:',
  regularPrice: 'السعر الأصلي:',

  ratedOutOfFive: (rating: string) => `التقييم ${rating} من 5`,
} satisfies Words<typeof ISLAND_WORDS>;
