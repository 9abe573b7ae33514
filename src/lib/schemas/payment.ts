import * as z from 'zod/mini';
import './zod'; // the shop's wording for every issue

/**
 * Where a bank-transfer order is paid (WooCommerce's "bacs" gateway): the owner's bank accounts,
 * in WooCommerce's own field names, and the owner's instructions. The embedded store reads them
 * from content/data/bank-transfer.json, the WooCommerce driver from the store's bacs settings.
 */
export const bankAccountSchema = z.object({
  /** Whose account it is, e.g. 'Nefertari Jewelry LLC'. */
  account_name: z.string().check(z.trim(), z.minLength(1)),
  /** e.g. 'Banque Misr'. */
  bank_name: z._default(z.string().check(z.trim()), ''),
  account_number: z._default(z.string().check(z.trim()), ''),
  /** Egyptian IBANs: EG followed by 27 digits. */
  iban: z._default(z.string().check(z.trim()), ''),
  /** BIC / SWIFT code, for transfers from abroad. */
  bic: z._default(z.string().check(z.trim()), ''),
  /** Branch or sort code, where the bank uses one. */
  sort_code: z._default(z.string().check(z.trim()), ''),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankTransferSchema = z.object({
  /** At least one account to pay into. */
  accounts: z.array(bankAccountSchema).check(z.minLength(1)),
  /** The owner's words for the shopper, e.g. when the order ships. */
  instructions: z._default(z.string().check(z.trim()), ''),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;
