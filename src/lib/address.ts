import { DEFAULT_COUNTRY } from './constants';
import type { Address } from './schemas/address';

/**
 * An address's fields, apart from its schema (./schemas/address.ts): the forms, the checkout's rules
 * and the server read these without carrying the schema library.
 */

/** The address fields in form order, and the required ones (all but company and address_2). */
export const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'address_1',
  'address_2',
  'city',
  'state',
  'postcode',
  'country',
  'email',
  'phone',
] as const satisfies readonly (keyof Address)[];
export const REQUIRED_ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'address_1',
  'city',
  'state',
  'postcode',
  'country',
  'email',
  'phone',
] as const satisfies readonly (keyof Address)[];

export const emptyAddress = (): Address => ({
  first_name: '',
  last_name: '',
  company: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postcode: '',
  country: DEFAULT_COUNTRY,
  email: '',
  phone: '',
});

/** True when every required address field has a value. */
export function isAddressComplete(a: Partial<Address>): boolean {
  return REQUIRED_ADDRESS_FIELDS.every((f) => String(a[f] ?? '').trim() !== '');
}
