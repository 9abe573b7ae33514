import { westernDigits } from './digits';
import { formatMoney } from './money';
import { WHATSAPP_MSG } from './whatsapp-messages';

/**
 * "Ask on WhatsApp": a plain link to wa.me with her message written in, in the page's language.
 * wa.me opens the WhatsApp app on a phone and WhatsApp Web on a computer, so the link needs no
 * script of its own (a product page's options only rewrite its href as she changes them).
 */

/** The shop's number as wa.me takes it: the international number's digits alone ("+20 2 2736 4455" -> "20227364455"). */
export const whatsAppNumber = (international: string): string => westernDigits(international).replace(/\D/g, '');

/** A wa.me link to the shop's number with her message written in. */
export const whatsAppLink = (number: string, message: string): string =>
  `https://wa.me/${whatsAppNumber(number)}?text=${encodeURIComponent(message)}`;

/** What she asks about a piece: its name, each option she chose, its price and its page's address. */
export interface PieceQuestion {
  name: string;
  /** Option name -> her value, in the page's order ("Size" -> "7"). */
  choices: Readonly<Record<string, string>>;
  /** Its price; absent until her choices name one piece. */
  price?: string;
  url: string;
}

export function askAboutPiece(number: string, piece: PieceQuestion): string {
  const choices = Object.entries(piece.choices)
    .map(([option, value]) => WHATSAPP_MSG.choice(option, value))
    .join(WHATSAPP_MSG.choiceSeparator);
  return whatsAppLink(
    number,
    WHATSAPP_MSG.askAboutPiece(
      piece.name,
      choices,
      piece.price === undefined ? '' : formatMoney(piece.price),
      piece.url,
    ),
  );
}

/** What she asks about her order, by its number. */
export const askAboutOrder = (number: string, order: string): string =>
  whatsAppLink(number, WHATSAPP_MSG.askAboutOrder(order));
