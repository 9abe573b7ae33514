import type { ADDRESS_WORDS } from '../../address-messages';
import type { Words } from '../localized';

/** An address's governorate in Arabic (the English words: src/lib/address-messages.ts). */
export default {
  chooseGovernorate: 'اختاري المحافظة',
  governorateNotListed: 'يُرجى اختيار محافظتكِ من القائمة',
} satisfies Words<typeof ADDRESS_WORDS>;
