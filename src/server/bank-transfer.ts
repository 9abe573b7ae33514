import type { Order } from '../lib/schemas/order';
import type { BankTransfer } from '../lib/schemas/payment';

/** Orders paid by bank transfer ("bacs", as WooCommerce names it). */
export const BANK_TRANSFER = 'bacs';

/**
 * A bank-transfer order carries where to pay it, so its confirmation and its page in the account
 * can show the account, the amount (the total) and the reference (the order number). Other
 * orders, and a store that names no account, are left as they are.
 */
export function withBankTransfer(order: Order, details: BankTransfer | null): Order {
  return order.payment_method === BANK_TRANSFER && details ? { ...order, bank_transfer: details } : order;
}
