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

// Field lists live in src/lib/address.ts (zod-free, for the browser); re-exported here.
export { ADDRESS_FIELDS, REQUIRED_ADDRESS_FIELDS, emptyAddress } from '../address';

