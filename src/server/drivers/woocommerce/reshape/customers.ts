// Customers and their addresses (an order's addresses are read the same way).
import type { Address } from '../../../../lib/schemas/address';
import { ADDRESS_FIELDS } from '../../../../lib/address';
import type { User } from '../../../../lib/schemas/user';
import { sameEmail } from '../../../security/email-proof';
import type { WooCustomer } from '../schemas/accounts';
import { plain } from './fields';

/**
 * A WooCommerce address: its filled fields (a new customer's are all "", which is no email and no
 * country). WordPress stores what a shopper typed through sanitize_text_field, which writes "<" as
 * "&lt;": decoded here, so a note like "for my mom <3" reads as typed (our pages render it as text).
 */
export function reshapeAddress(a: Record<string, unknown>): Partial<Address> {
  const out: Partial<Address> = {};
  for (const field of ADDRESS_FIELDS) {
    const v = a[field];
    if (typeof v === 'string' && v.trim() !== '') out[field] = plain(v);
  }
  return out;
}

/** Customer meta the shop keeps on WooCommerce: the address she last proved she reads (accounts.ts). */
export const EMAIL_CONFIRMED_META = 'nefertari_email_confirmed';
/** The proof of the mailbox last mailed: JSON {hash, email, expires}. */
export const EMAIL_PROOF_META = 'nefertari_email_proof';

/** A customer meta value the shop wrote, or '' (WooCommerce answers every meta with its key, value and id). */
export const customerMeta = (c: Pick<WooCustomer, 'meta_data'>, key: string): string => {
  const v = c.meta_data.find((m) => m.key === key)?.value;
  return typeof v === 'string' ? v : '';
};

/** WooCommerce customer (+ the name the JWT plugin gave) -> User. */
export function reshapeCustomer(c: WooCustomer, displayName = ''): User {
  const full = `${c.first_name} ${c.last_name}`.trim();
  return {
    id: c.id,
    username: c.username,
    email: c.email,
    display_name: plain(displayName) || plain(full) || c.username,
    first_name: plain(c.first_name),
    last_name: plain(c.last_name),
    billing: reshapeAddress(c.billing),
    shipping: reshapeAddress(c.shipping),
    email_confirmed: sameEmail(customerMeta(c, EMAIL_CONFIRMED_META), c.email),
  };
}
