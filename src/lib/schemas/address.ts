import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../constants';

const required = z.string().trim().min(1).max(200);
const optional = z.string().trim().max(200).default('');

/** Billing or shipping address (spec §3). Required fields per spec §5. */
export const addressSchema = z.object({
  first_name: required,
  last_name: required,
  company: optional,
  address_1: required,
  address_2: optional,
  city: required,
  state: required,
  postcode: required.max(20),
  /** ISO 3166-1 alpha-2. */
  country: z.string().trim().length(2).default(DEFAULT_COUNTRY),
  email: z.string().trim().email().max(200),
  phone: z.string().trim().regex(/^\+?[0-9 ()-]{6,20}$/),
});
export type Address = z.infer<typeof addressSchema>;

export const ADDRESS_FIELDS = ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'email', 'phone'] as const;
export const REQUIRED_ADDRESS_FIELDS = ['first_name', 'last_name', 'address_1', 'city', 'state', 'postcode', 'country', 'email', 'phone'] as const;

export const emptyAddress = (): Address => ({
  first_name: '', last_name: '', company: '', address_1: '', address_2: '', city: '', state: '', postcode: '', country: DEFAULT_COUNTRY, email: '', phone: '',
});
