import type { WHATSAPP_WORDS } from '../../whatsapp-messages';
import type { Words } from '../localized';

/** "Ask on WhatsApp" in Arabic (the English words: src/lib/whatsapp-messages.ts). */
export default {
  askOnWhatsApp: 'اسألينا عبر واتساب',
  askAboutPiece: (name: string, choices: string, price: string, url: string) =>
    `مرحبًا نفرتاري، أودّ الاستفسار عن ${name}${choices ? ` (${choices})` : ''}${price ? ` بسعر ${price}` : ''}: ${url}`,
  choice: (option: string, value: string) => `${option}: ${value}`,
  choiceSeparator: '، ',
  askAboutOrder: (number: string) => `مرحبًا نفرتاري، أودّ الاستفسار عن طلبي رقم ${number}.`,
} satisfies Words<typeof WHATSAPP_WORDS>;
