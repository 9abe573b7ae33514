import { MSG } from './messages';
import { formatMoney } from './money';
import { formatDateTime, formatLongDate } from './dates';
import { codeFromLink, codeKey, codeLabel, codeLinkPath, MAX_CODE_LENGTH } from './discount-code';

export { codeFromLink, codeKey, codeLabel, codeLinkPath, MAX_CODE_LENGTH };

/**
 * Discount codes as the shopper meets them, on either store: how a typed code is matched, how a
 * code is written on screen, and why one cannot be used, in the shop's words. Both drivers
 * describe a refusal as a CodeRefusal (the embedded store from its own rules, the WooCommerce
 * driver from WooCommerce's sentences), so the shopper reads the same sentence on both.
 */

/** Why a code is refused, from the shopper's side. */
export const CODE_REASONS = [
  'empty',
  'unknown',
  'already_applied',
  'not_started',
  'expired',
  'used_up',
  'used_by_you',
  'minimum',
  'maximum',
  'not_for_pieces',
  'excluded_pieces',
  'excluded_categories',
  'sale_items',
  'not_combinable',
  'email',
  /** Taking off a code that is not on the cart. */
  'not_applied',
  'other',
] as const;
export type CodeReason = (typeof CODE_REASONS)[number];

export interface CodeRefusal {
  reason: CodeReason;
  /** The code as the shopper should read it (codeLabel). */
  code: string;
  /** minimum / maximum: the spend, a decimal string in EGP. */
  amount?: string;
  /** not_started / expired: the instant (UTC ISO). */
  at?: string | null;
  /** excluded_pieces / excluded_categories: what is in the way; not_combinable: the other code. */
  names?: string[];
  /** used_by_you: how many uses a customer has. */
  times?: number;
  /** other: the store's own sentence. */
  said?: string;
}

const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The sentence a shopper reads for a refusal. */
export function refusalMessage(r: CodeRefusal): string {
  const code = r.code;
  switch (r.reason) {
    case 'empty':
      return MSG.enterCode;
    case 'unknown':
      return MSG.codeUnknown(code);
    case 'already_applied':
      return MSG.codeAlreadyApplied(code);
    case 'not_started':
      return MSG.codeNotStarted(code, r.at ? formatDateTime(r.at) : '');
    case 'expired':
      return MSG.codeExpired(code, r.at ? formatLongDate(r.at) : undefined);
    case 'used_up':
      return MSG.codeUsedUp(code);
    case 'used_by_you':
      return r.times && r.times > 1 ? MSG.codeUsedByYouTimes(code, r.times) : MSG.codeUsedByYou(code);
    case 'minimum':
      return MSG.codeBelowMinimum(code, formatMoney(r.amount ?? '0'));
    case 'maximum':
      return MSG.codeAboveMaximum(code, formatMoney(r.amount ?? '0'));
    case 'not_for_pieces':
      return MSG.codeNotForPieces(code);
    case 'excluded_pieces':
      return MSG.codeExcludesPieces(code, list(r.names ?? []));
    case 'excluded_categories':
      return MSG.codeExcludesCategories(code, list(r.names ?? []));
    case 'sale_items':
      return MSG.codeNotOnSale(code);
    case 'not_combinable':
      return MSG.codeNotCombinable(code, list(r.names ?? []));
    case 'email':
      return MSG.codeForAnotherEmail(code);
    case 'not_applied':
      return MSG.codeNotApplied(code);
    default:
      return MSG.codeRefusedOther(code, r.said ?? '');
  }
}
