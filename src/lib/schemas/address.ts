import * as z from 'zod/mini';
import './zod'; // the shop's wording for every issue
import { DEFAULT_COUNTRY } from '../constants';

const required = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const optional = z._default(z.string().check(z.trim(), z.maxLength(200)), '');

/** Billing or shipping address (spec §3). Required fields per spec §5. */
export const addressSchema = z.object({
  first_name: required,
  last_name: required,
  company: optional,
  address_1: required,
  address_2: optional,
  city: required,
  state: required,
  postcode: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
  /** ISO 3166-1 alpha-2. */
  country: z._default(z.string().check(z.trim(), z.length(2)), DEFAULT_COUNTRY),
  email: z.string().check(z.trim(), z.maxLength(200), z.email()),
  phone: z.string().check(z.trim(), z.regex(/^\+?[0-9 ()-]{6,20}$/)),
});
export type Address = z.infer<typeof addressSchema>;

/** The address fields in form order, and the ones spec §5 requires. */
export const ADDRESS_FIELDS = ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'email', 'phone'] as const satisfies readonly (keyof Address)[];
export const REQUIRED_ADDRESS_FIELDS = ['first_name', 'last_name', 'address_1', 'city', 'state', 'postcode', 'country', 'email', 'phone'] as const satisfies readonly (keyof Address)[];

export const emptyAddress = (): Address => ({
  first_name: '', last_name: '', company: '', address_1: '', address_2: '', city: '', state: '', postcode: '', country: DEFAULT_COUNTRY, email: '', phone: '',
});

/** True when every required address field (spec §5) has a value. */
export function isAddressComplete(a: Partial<Address>): boolean {
  return REQUIRED_ADDRESS_FIELDS.every((f) => String(a[f] ?? '').trim() !== '');
}
