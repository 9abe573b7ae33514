import { api } from '../../lib/api';
import { ADDRESS_FIELDS } from '../../lib/address';
import { DEFAULT_COUNTRY } from '../../lib/constants';
import { stateFor } from '../../lib/governorates';
import type { Address } from '../../lib/schemas/address';
import { currentUser } from '../../stores/session';

export interface Customer {
  email?: string;
  first_name?: string;
  last_name?: string;
  shipping?: Partial<Address>;
  billing?: Partial<Address>;
}

/**
 * Only string address fields from a stored record (it was written by another tab or version). An
 * Egyptian address saved before the governorate list, its state typed ("Giza"), comes as the
 * governorate's code the list shows.
 */
function asAddress(value: unknown): Partial<Address> {
  if (!value || typeof value !== 'object') return {};
  const out: Partial<Address> = {};
  for (const f of ADDRESS_FIELDS) {
    const v = (value as Record<string, unknown>)[f];
    if (typeof v === 'string') out[f] = v;
  }
  if (out.state) out.state = stateFor(out.country || DEFAULT_COUNTRY, out.state);
  return out;
}

/**
 * The logged-in customer whose saved details prefill checkout, or null for a guest. The session
 * store decides (a guest's checkout makes no auth request); a customer's details are then read
 * fresh from the server, since the stored copy may predate a profile edit.
 */
export async function loadCustomer(): Promise<Customer | null> {
  const stored = currentUser();
  if (!stored) return null;
  const user: Record<string, unknown> = await api.auth.me().then(
    (info) => info.user,
    () => stored,
  );
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    email: text(user.email),
    first_name: text(user.first_name),
    last_name: text(user.last_name),
    shipping: asAddress(user.shipping),
    billing: asAddress(user.billing),
  };
}
