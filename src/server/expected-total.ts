import { StoreError } from './backend';
import { MSG } from '../lib/messages';
import { formatMoney, toMinor } from '../lib/money';

/**
 * The amount on Place Order is what she is charged: an order whose total, as the store is about
 * to charge it, differs from the one she was shown is refused before anything is placed, with the
 * new total in the message. Both drivers call it once their totals are final.
 */
export function assertExpectedTotal(expected: string | undefined, charged: string): void {
  if (expected === undefined || toMinor(expected) === toMinor(charged)) return;
  throw new StoreError('total_changed', MSG.totalChanged(formatMoney(charged)), 409, { total: charged });
}
