import { ADDRESS_FIELDS, type Address } from '../../lib/schemas/address';
import { currentUser } from '../../stores/session';

export interface Customer {
  email?: string;
  first_name?: string;
  last_name?: string;
  shipping?: Partial<Address>;
  billing?: Partial<Address>;
}

/** Only string address fields from a stored record (it was written by another tab or version). */
function asAddress(value: unknown): Partial<Address> {
  if (!value || typeof value !== 'object') return {};
  const out: Partial<Address> = {};
  for (const f of ADDRESS_FIELDS) {
    const v = (value as Record<string, unknown>)[f];
    if (typeof v === 'string') out[f] = v;
  }
  return out;
}

/**
 * The logged-in customer whose saved details prefill checkout, or null for a guest. Read from
 * the session store, so a guest's checkout makes no auth request at all.
 */
export async function loadCustomer(): Promise<Customer | null> {
  const user = currentUser();
  if (!user) return null;
  return { email: user.email, first_name: user.first_name, last_name: user.last_name, shipping: asAddress(user.shipping), billing: asAddress(user.billing) };
}
