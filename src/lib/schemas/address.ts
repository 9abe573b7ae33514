import * as z from 'zod/mini';
import { plainText } from './zod'; // and the shop's wording for every issue
import { DEFAULT_COUNTRY } from '../constants';
import { MSG } from '../messages';
import { asciiDigits } from '../text';

const PHONE = /^\+?[0-9 ()-]{6,20}$/;
const required = (label: string, max = 200) =>
  z
    .string()
    .check(
      plainText(label),
      z.trim(),
      z.minLength(1, MSG.fieldRequired(label)),
      z.maxLength(max, MSG.fieldTooLong(label, max)),
    );
const optional = (label: string) =>
  z._default(z.string().check(plainText(label), z.trim(), z.maxLength(200, MSG.fieldTooLong(label, 200))), '');

/**
 * Billing or shipping address; only company and address_2 are optional. The checkout's Information
 * step and the server check the same schema, so a mistyped email is caught before Place Order,
 * with the same words the server would use.
 */
export const addressSchema = z.object({
  first_name: required(MSG.firstName),
  last_name: required(MSG.lastName),
  company: optional(MSG.companyLabel),
  address_1: required(MSG.streetAddress),
  address_2: optional(MSG.apartmentLabel),
  city: required(MSG.city),
  state: required(MSG.state),
  postcode: required(MSG.postcode, 20),
  /** ISO 3166-1 alpha-2 in its own form (two capitals): the select sends one; 'zz' or 'Q1' is no destination. */
  country: z._default(
    z.string().check(plainText(MSG.country), z.trim(), z.regex(/^[A-Z]{2}$/, MSG.countryRequired)),
    DEFAULT_COUNTRY,
  ),
  email: z
    .string()
    .check(
      plainText(MSG.email),
      z.trim(),
      z.minLength(1, MSG.fieldRequired(MSG.email)),
      z.maxLength(200, MSG.emailInvalid),
      z.email(MSG.emailInvalid),
    ),
  // In the digits she typed (an Arabic keyboard types ٠١٠٠…), checked as the number they are.
  phone: z.string().check(
    plainText(MSG.phone),
    z.trim(),
    z.minLength(1, MSG.fieldRequired(MSG.phone)),
    z.refine((v) => PHONE.test(asciiDigits(v)), MSG.phoneInvalid),
  ),
});
export type Address = z.infer<typeof addressSchema>;

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
