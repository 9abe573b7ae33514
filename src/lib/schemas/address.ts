import * as z from 'zod/mini';
import { plainText, says } from './zod'; // and the shop's wording for every issue
import { DEFAULT_COUNTRY } from '../constants';
import { ACTION_MSG } from '../action-messages';
import { FIELD_MSG } from '../field-messages';
import { CHECKOUT_MSG } from '../checkout-messages';
import { asciiDigits } from '../text';

const PHONE = /^\+?[0-9 ()-]{6,20}$/;
const required = (label: () => string, max = 200) =>
  z.string().check(
    plainText(label),
    z.trim(),
    z.minLength(
      1,
      says(() => FIELD_MSG.fieldRequired(label())),
    ),
    z.maxLength(
      max,
      says(() => FIELD_MSG.fieldTooLong(label(), max)),
    ),
  );
const optional = (label: () => string) =>
  z._default(
    z.string().check(
      plainText(label),
      z.trim(),
      z.maxLength(
        200,
        says(() => FIELD_MSG.fieldTooLong(label(), 200)),
      ),
    ),
    '',
  );

/**
 * Billing or shipping address; only company and address_2 are optional. The checkout's Information
 * step and the server check the same schema, so a mistyped email is caught before Place Order,
 * with the same words the server would use.
 */
export const addressSchema = z.object({
  first_name: required(() => CHECKOUT_MSG.firstName),
  last_name: required(() => CHECKOUT_MSG.lastName),
  company: optional(() => CHECKOUT_MSG.companyLabel),
  address_1: required(() => CHECKOUT_MSG.streetAddress),
  address_2: optional(() => CHECKOUT_MSG.apartmentLabel),
  city: required(() => CHECKOUT_MSG.city),
  state: required(() => CHECKOUT_MSG.state),
  postcode: required(() => CHECKOUT_MSG.postcode, 20),
  /** ISO 3166-1 alpha-2 in its own form (two capitals): the select sends one; 'zz' or 'Q1' is no destination. */
  country: z._default(
    z.string().check(
      plainText(() => CHECKOUT_MSG.country),
      z.trim(),
      z.regex(
        /^[A-Z]{2}$/,
        says(() => CHECKOUT_MSG.countryRequired),
      ),
    ),
    DEFAULT_COUNTRY,
  ),
  email: z.string().check(
    plainText(() => CHECKOUT_MSG.email),
    z.trim(),
    z.minLength(
      1,
      says(() => FIELD_MSG.fieldRequired(CHECKOUT_MSG.email)),
    ),
    z.maxLength(
      200,
      says(() => ACTION_MSG.emailInvalid),
    ),
    z.email(says(() => ACTION_MSG.emailInvalid)),
  ),
  // In the digits she typed (an Arabic keyboard types ٠١٠٠…), checked as the number they are.
  phone: z.string().check(
    plainText(() => CHECKOUT_MSG.phone),
    z.trim(),
    z.minLength(
      1,
      says(() => FIELD_MSG.fieldRequired(CHECKOUT_MSG.phone)),
    ),
    z.refine(
      (v) => PHONE.test(asciiDigits(v)),
      says(() => CHECKOUT_MSG.phoneInvalid),
    ),
  ),
});
export type Address = z.infer<typeof addressSchema>;
