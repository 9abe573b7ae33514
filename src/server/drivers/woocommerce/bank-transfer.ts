import * as z from 'zod/mini';
import '../../../lib/schemas/zod'; // the shop's wording for every issue
import { bankTransferSchema, type BankAccount, type BankTransfer } from '../../../lib/schemas/payment';
import { plain } from './reshape/fields';
import type { WooContext } from './context';

/**
 * Where a bank-transfer order is paid, from the store's bacs gateway settings
 * (GET /wc/v3/payment_gateways/bacs): its account details when the store exposes them and its
 * instructions. WooCommerce 10 keeps the accounts in the option woocommerce_bacs_accounts and its
 * REST settings skip that field (it has no title), so a store that does not add it answers only
 * the instructions: the shop's own accounts (content/data/bank-transfer.json) stand in then.
 * Read at most every 5 minutes; an unreachable store falls back the same way.
 */
const CACHE_MS = 5 * 60_000;

const wooAccount = z.object({
  account_name: z.catch(z.string(), ''),
  bank_name: z.catch(z.string(), ''),
  account_number: z.catch(z.string(), ''),
  sort_code: z.catch(z.string(), ''),
  iban: z.catch(z.string(), ''),
  bic: z.catch(z.string(), ''),
});
const wooBacsSettings = z.object({
  description: z.catch(z.string(), ''),
  settings: z.catch(
    z.object({
      instructions: z.optional(z.partial(z.object({ value: z.unknown() }))),
      account_details: z.optional(z.partial(z.object({ value: z.unknown() }))),
    }),
    {},
  ),
});

/** The bacs gateway's answer -> accounts and instructions (null fields when the store gave none). */
export function reshapeBacs(data: unknown): { accounts: BankAccount[]; instructions: string } {
  const parsed = wooBacsSettings.safeParse(data);
  if (!parsed.success) return { accounts: [], instructions: '' };
  const { settings, description } = parsed.data;
  const rawAccounts = settings.account_details?.value;
  const accounts = (Array.isArray(rawAccounts) ? rawAccounts : [])
    .map((a) => wooAccount.safeParse(a))
    .filter((r) => r.success)
    .map((r) => Object.fromEntries(Object.entries(r.data).map(([k, v]) => [k, plain(v)])) as BankAccount)
    .filter((a) => a.account_name || a.account_number || a.iban);
  const instructions = typeof settings.instructions?.value === 'string' ? plain(settings.instructions.value) : '';
  return { accounts, instructions: instructions || plain(description) };
}

export function bankTransferSource(ctx: WooContext, fallback: BankTransfer | null): () => Promise<BankTransfer | null> {
  let cached: { at: number; value: BankTransfer | null } | null = null;
  return async () => {
    if (cached && ctx.now() - cached.at < CACHE_MS) return cached.value;
    let store: { accounts: BankAccount[]; instructions: string } = { accounts: [], instructions: '' };
    try {
      store = reshapeBacs((await ctx.http.call('v3', '/payment_gateways/bacs')).data);
    } catch (err) {
      ctx.log(`bank transfer settings unavailable: ${(err as Error).message}`);
    }
    const accounts = store.accounts.length ? store.accounts : (fallback?.accounts ?? []);
    const result = bankTransferSchema.safeParse({
      accounts,
      instructions: store.instructions || fallback?.instructions || '',
    });
    cached = { at: ctx.now(), value: result.success ? result.data : null };
    return cached.value;
  };
}
