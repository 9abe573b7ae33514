import { DEFAULT_COUNTRY } from './constants';
import type { Address } from './schemas/address';

/**
 * Address field lists and checks without zod, for the browser's checkout path: importing the
 * schema module would bring zod (25 KB gzip) onto the checkout page for three constants.
 */
export const ADDRESS_FIELDS = ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'email', 'phone'] as const;
export const REQUIRED_ADDRESS_FIELDS = ['first_name', 'last_name', 'address_1', 'city', 'state', 'postcode', 'country', 'email', 'phone'] as const;

export const emptyAddress = (): Address => ({
  first_name: '', last_name: '', company: '', address_1: '', address_2: '', city: '', state: '', postcode: '', country: DEFAULT_COUNTRY, email: '', phone: '',
});

/** True when every required address field (spec §5) has a value. */
export function isAddressComplete(a: Partial<Address>): boolean {
  return REQUIRED_ADDRESS_FIELDS.every((f) => String(a[f] ?? '').trim() !== '');
}
